type CaptionTracks = Pick<TextTrackList, 'length' | 'addEventListener' | 'removeEventListener'> &
  Iterable<TextTrack>

const isCaptions = (track: TextTrack) => track.kind === 'subtitles' || track.kind === 'captions'

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
}

/** A cue's words: its WebVTT text without tags (`<v Speaker>`, `<i>`, timestamps), entities decoded. */
export function cueWords(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|nbsp|lrm|rlm);/g, (e) => ENTITIES[e] ?? e)
}

const cueText = (cue: TextTrackCue) => cueWords((cue as Partial<VTTCue>).text ?? '')

/**
 * Takes the rendering of the video's captions over from the browser, whose own cue boxes are
 * laid out at the picture's top and then moved to its bottom at every cue (a layout shift
 * each time): a subtitles or captions track the browser would show is set to `hidden` (its
 * cues still load and change), and the words of its active cues go to `onCaption`, for an
 * overlay of a fixed size. Choosing the track again in the player's captions menu shows it
 * this way too; "Off" (`disabled`) clears it (null). Returns a function that stops following.
 */
export function followCaptions(
  tracks: CaptionTracks,
  onCaption: (text: string | null) => void,
): () => void {
  let followed: TextTrack | null = null

  const show = () => {
    const cues = followed?.mode === 'hidden' ? [...(followed.activeCues ?? [])] : []
    const text = cues.map(cueText).join('\n').trim()
    onCaption(text || null)
  }

  const follow = (track: TextTrack | null) => {
    if (track === followed) return
    followed?.removeEventListener('cuechange', show)
    followed = track
    followed?.addEventListener('cuechange', show)
  }

  const take = () => {
    for (const track of tracks) {
      if (!isCaptions(track)) continue
      if (track.mode === 'showing') track.mode = 'hidden'
    }
    const shown = [...tracks].find((track) => isCaptions(track) && track.mode === 'hidden')
    follow(shown ?? null)
    show()
  }

  tracks.addEventListener('addtrack', take)
  tracks.addEventListener('change', take)
  take()
  return () => {
    tracks.removeEventListener('addtrack', take)
    tracks.removeEventListener('change', take)
    follow(null)
  }
}
