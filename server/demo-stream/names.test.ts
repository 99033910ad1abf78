import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { clipOfTopic } from '../../shared/api/demo-stream'
import { DEMO_CHANNELS } from '../../shared/channels'
import { NAMES_MEDIA, namedPiece, programNames, readNamesManifest } from './drawn-names'
import { timestampsOf } from './mpegts'

const RERUN =
  'the drawn lower thirds differ from the programs (server/demo/programs.ts): ' +
  're-run `sh scripts/make-demo-stream.sh names`'

describe('the drawn lower thirds (server/demo-stream/media/names)', () => {
  const manifest = readNamesManifest()

  test('name exactly what each demo program segment names, channels in order', () => {
    expect(manifest, RERUN).toEqual(programNames())
    expect(Object.keys(manifest), RERUN).toEqual(Object.keys(programNames()))
  })

  test('have both pieces of every entry, and no other files', () => {
    const wanted = Object.entries(manifest).flatMap(([channelId, segments]) =>
      Object.keys(segments).flatMap((index) => [0, 1].map((k) => namedPiece(channelId, index, k))),
    )
    for (const piece of wanted) expect(existsSync(piece), `${piece.pathname}: ${RERUN}`).toBe(true)
    const root = fileURLToPath(NAMES_MEDIA)
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`.slice(root.length).replace(/^\//, ''))
    const names = wanted.map((piece) => fileURLToPath(piece).slice(root.length))
    expect(files.sort(), RERUN).toEqual(['names.json', ...names].sort())
  })

  test("carry their clip's first two pieces' timestamps, so they stand in for them", () => {
    for (const [channelId, segments] of Object.entries(manifest)) {
      const topic = DEMO_CHANNELS.find((channel) => channel.id === channelId)?.topic ?? ''
      const clip = new URL(`./media/${clipOfTopic(topic)}/`, import.meta.url)
      for (const index of Object.keys(segments)) {
        for (const k of [0, 1]) {
          const piece = timestampsOf(readFileSync(namedPiece(channelId, index, k)))
          const own = timestampsOf(readFileSync(new URL(`clip${k}.mpegts`, clip)))
          expect(piece, `${channelId}/${index}-${k}: ${RERUN}`).toEqual(own)
        }
      }
    }
  })
})
