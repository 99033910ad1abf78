// A live HLS stream on a loopback port of its own (another origin than the site's), on the real
// clock, as a broadcaster's packager would serve it: a master playlist naming a WebVTT
// subtitles rendition and one video rendition; 2-s segments, the last five fully aired in each
// playlist, each dated by EXT-X-PROGRAM-DATE-TIME. Every subtitles segment says `said` 0.5 s
// in. Once `start('cued')` is called, each video segment carries an ID3 tag cueing item `cued`
// 1 s in; once `start('shown')`, it shows `shown` in a lower third (drawn by ffmpeg).
import { spawnSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { timestampsOf } from '../../server/demo-stream/mpegts'
import { withTimedMetadata } from '../../server/mpegts/inject'
import { id3Tag } from '../../server/on-air/id3'

const SEGMENT_MS = 2_000
const WINDOW = 5
/** Where each cue sits in its segment, so a match's time tells which cue made it. */
export const CUE_OFFSETS = { said: 500, cued: 1_000, shown: 0 } as const

/** A 2-s H.264 MPEG-TS segment, with `text` on a dark bar in its lower third when given. */
function videoSegment(text: string | null): Uint8Array {
  const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'
  const filter = text
    ? [
        'drawbox=y=ih*0.7:w=iw:h=ih*0.18:color=black@0.85:t=fill',
        `drawtext=fontfile=${font}:text='${text.replace(/[\\':%]/g, '')}':fontcolor=white:fontsize=30:x=28:y=h*0.745`,
      ].join(',')
    : 'null'
  const made = spawnSync(
    'ffmpeg',
    [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=0x2a4a6a:s=640x360:r=12:d=2'],
      ...['-vf', filter, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-g', '24', '-f', 'mpegts'],
      'pipe:1',
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  if (made.status !== 0) throw new Error(`ffmpeg failed: ${made.stderr.toString()}`)
  return new Uint8Array(made.stdout)
}

function playlist(ext: 'vtt' | 'ts', nowMs: number): string {
  const last = Math.floor(nowMs / SEGMENT_MS) - 1
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2']
  lines.push(`#EXT-X-MEDIA-SEQUENCE:${last - WINDOW + 1}`)
  for (let n = last - WINDOW + 1; n <= last; n++) {
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(n * SEGMENT_MS).toISOString()}`)
    lines.push('#EXTINF:2.000,', `${ext}/${n}.${ext}`)
  }
  return `${lines.join('\n')}\n`
}

export type HlsSource = {
  master: string
  /** From now on, video segments carry the ID3 cue (`cued`) or the lower third (`shown`) too. */
  start(cue: 'cued' | 'shown'): void
  close(): Promise<void>
}

export async function startHlsSource(cues: {
  said: string
  shown: string
  cued: number
}): Promise<HlsSource> {
  const plain = videoSegment(null)
  const shown = videoSegment(cues.shown)
  const first = timestampsOf(plain).pts[0] ?? 0
  const tag = {
    pts: first + (CUE_OFFSETS.cued / 1000) * 90_000,
    data: id3Tag([{ description: 'STV-ITEM', value: String(cues.cued) }]),
  }
  const started = new Set<'cued' | 'shown'>()
  const video = () =>
    withTimedMetadata(started.has('shown') ? shown : plain, started.has('cued') ? [tag] : [])
  const vtt = `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${first},LOCAL:00:00:00.000\n\n00:00:00.500 --> 00:00:02.000\n${cues.said}\n`
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://source').pathname
    const send = (type: string, body: string | Uint8Array) =>
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' }).end(body)
    const m3u8 = 'application/vnd.apple.mpegurl'
    if (path === '/index.m3u8') {
      send(
        m3u8,
        '#EXTM3U\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",URI="subs.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=300000,SUBTITLES="subs"\nvideo.m3u8\n',
      )
    } else if (path === '/subs.m3u8') send(m3u8, playlist('vtt', Date.now()))
    else if (path === '/video.m3u8') send(m3u8, playlist('ts', Date.now()))
    else if (/^\/vtt\/\d+\.vtt$/.test(path)) send('text/vtt', vtt)
    else if (/^\/ts\/\d+\.ts$/.test(path)) send('video/mp2t', video())
    else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    master: `http://127.0.0.1:${port}/index.m3u8`,
    start: (cue) => started.add(cue),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
