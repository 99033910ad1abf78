// /docs, "Your stream, read by itself" (issue 66): what the server reads from a channel's HLS
// stream once its URL is in the Studio, and the timed metadata format an encoder can insert.
// The keys are shared/api/stream.ts's, checked by stream-docs.test.tsx.
import { CUE_KEYS, PRIV_OWNER } from '../../shared/api/stream'
import { Definitions } from './Definitions'

/** The cue fields, as ID3 TXXX descriptions and DATERANGE attributes. */
export const STREAM_DOCS_KEYS = [
  {
    name: CUE_KEYS.caption,
    text: 'What is said now, matched as a caption (as a subtitle cue would be).',
  },
  {
    name: CUE_KEYS.name,
    text: 'A name shown on screen now (a product, a brand): matched as a name, “Named on screen”.',
  },
  {
    name: CUE_KEYS.item,
    text: 'An item of your catalog shown now, by its id in your feed; in a date range, several ids separated by commas.',
  },
] as const

const DATERANGE_EXAMPLE = `#EXT-X-DATERANGE:ID="cue-1042",START-DATE="2026-12-04T18:30:12.000Z",X-${CUE_KEYS.item}="1042,1043"
#EXT-X-DATERANGE:ID="cue-1044",START-DATE="2026-12-04T18:30:20.000Z",X-${CUE_KEYS.name}="Trail Runner 2"
#EXT-X-DATERANGE:ID="cue-1045",START-DATE="2026-12-04T18:30:31.000Z",X-${CUE_KEYS.caption}="Now on the trail"`

const JSON_EXAMPLE = `{ "caption": "Now on the trail", "names": ["Trail Runner 2"], "items": ["1042"] }`

export function StreamDocs() {
  return (
    <>
      <h2 id="stream-cues">Your stream, read by itself</h2>
      <p>
        Give your stream’s HLS address under On air → Stream in the Studio and our server follows it
        as a player would, with no other set-up: one server follows each channel, reads each new
        segment once, and matches what it finds into your live feed, timed by the stream’s{' '}
        <code>EXT-X-PROGRAM-DATE-TIME</code> so cards stay in step with each viewer’s picture. The
        Studio says whether it is following, stalled or ended, and the last thing it heard.
      </p>
      <ul>
        <li>
          <strong>Subtitles</strong>: the master playlist’s first WebVTT subtitles rendition (
          <code>EXT-X-MEDIA:TYPE=SUBTITLES</code>); each cue is matched as a caption.
        </li>
        <li>
          <strong>Captions in the video</strong>: CEA-608 (CC1) in the H.264 of the lowest-bandwidth
          video rendition, matched as captions.
        </li>
        <li>
          <strong>Timed metadata</strong>, from that rendition: ID3 tags in its MPEG-TS segments (as
          Amazon IVS, JW Player and hls.js carry them), and <code>EXT-X-DATERANGE</code> tags in its
          playlist.
        </li>
        <li>
          <strong>Names on screen</strong>: a frame of that rendition every few seconds, whose lower
          third is read (product and brand names in clear type on a bar read best).
        </li>
      </ul>
      <p>
        Timed metadata says what is on screen in fields your encoder or packager can insert, as ID3{' '}
        <code>TXXX</code> frames with these descriptions, or date range attributes with{' '}
        <code>X-</code> before them:
      </p>
      <Definitions items={STREAM_DOCS_KEYS} testId="stream-cue-keys" />
      <pre>
        <code>{DATERANGE_EXAMPLE}</code>
      </pre>
      <p>
        Or one JSON object, in an ID3 <code>PRIV</code> frame owned by <code>{PRIV_OWNER}</code>, or
        in a <code>TXXX</code> frame with no description (what Amazon IVS’s PutMetadata inserts):
      </p>
      <pre>
        <code>{JSON_EXAMPLE}</code>
      </pre>
      <p>
        The demo channels work this way: each follows its own demo stream, whose subtitles, ID3
        tags, date ranges and lower thirds name what is on screen. Watch one at{' '}
        <a href="/demo/wildtv">/demo/wildtv</a>.
      </p>
      <p>
        The stream must be reachable from the internet (no private addresses). Segments in fMP4,
        CEA-708 captions and captions in H.265 video are not read yet.
      </p>
    </>
  )
}
