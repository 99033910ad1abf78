// Writes the frames of every demo program segment that names catalog items, and the manifest
// of those names: `tsx scripts/demo-scenes/render-names.ts <dir> <names.json>`. Each segment
// gets <dir>/<channelId>/<i>/000.svg…047.svg, its channel's clip with the lower third on top;
// scripts/make-demo-stream.sh encodes each folder as the clip is, into two pieces.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { programNames } from '../../server/demo-stream/drawn-names'
import { CLIP_SEGMENTS } from '../../server/demo-stream/hls'
import { NAMED_PIECES } from '../../server/demo-stream/lower-thirds'
import { clipOfTopic } from '../../shared/api/demo-stream'
import { DEMO_CHANNELS } from '../../shared/channels'
import { frame } from './kit'
import { lowerThird } from './lower-third'
import { SCENES } from './scenes'

/** The clip's loop (make-demo-stream.sh: 8 s at 12 frames a second). */
const LOOP_FRAMES = 96
/**
 * The loop's first NAMED_PIECES pieces (one of CLIP_SEGMENTS each): the same phases as clip0
 * and clip1, so the picture goes on as the clip's would.
 */
const NAMED_FRAMES = (NAMED_PIECES * LOOP_FRAMES) / CLIP_SEGMENTS.length

const [dir = '', manifestFile = ''] = process.argv.slice(2)
if (!dir || !manifestFile) {
  console.error('usage: render-names.ts <dir> <names.json>')
  process.exit(2)
}

const manifest = programNames()
for (const channel of DEMO_CHANNELS) {
  const scene = SCENES[clipOfTopic(channel.topic)]
  for (const [index, names] of Object.entries(manifest[channel.id] ?? {})) {
    const overlay = lowerThird(names)
    const out = join(dir, channel.id, index)
    mkdirSync(out, { recursive: true })
    for (let i = 0; i < NAMED_FRAMES; i++) {
      const svg = frame((phase) => scene(phase) + overlay, i / LOOP_FRAMES)
      writeFileSync(join(out, `${String(i).padStart(3, '0')}.svg`), svg)
    }
  }
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
