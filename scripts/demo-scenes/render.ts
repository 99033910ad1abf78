// Writes one clip's frames as SVG files: `tsx scripts/demo-scenes/render.ts <clip> <dir> <frames>`
// (scripts/make-demo-stream.sh turns them into the stream with ffmpeg).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { frame } from './kit'
import { SCENES } from './scenes'

const [clip = '', dir = '', count = ''] = process.argv.slice(2)
const scene = SCENES[clip as keyof typeof SCENES]
const frames = Number(count)
if (!scene || !dir || !Number.isInteger(frames) || frames < 1) {
  console.error(`usage: render.ts <${Object.keys(SCENES).join('|')}> <dir> <frames>`)
  process.exit(2)
}
mkdirSync(dir, { recursive: true })
for (let i = 0; i < frames; i++) {
  writeFileSync(join(dir, `${String(i).padStart(3, '0')}.svg`), frame(scene, i / frames))
}
