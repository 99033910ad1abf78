import { expect, test } from 'vitest'
import { COMPILE_ALL_HINT, hintEntryChunks, withCompileHint } from './compile-hints'

test('the hint is the first line of the code, once', () => {
  expect(withCompileHint('var e=1;')).toBe(`${COMPILE_ALL_HINT}\nvar e=1;`)
  expect(withCompileHint(withCompileHint('var e=1;'))).toBe(withCompileHint('var e=1;'))
})

test('only entry chunks get the hint; lazy chunks and assets are left as built', () => {
  const bundle = {
    'shoppable-tv.js': { type: 'chunk' as const, isEntry: true, code: 'import"./a.js";' },
    'chunks/wallet-1.js': { type: 'chunk' as const, isEntry: false, code: 'export{};' },
    'style.css': { type: 'asset' as const },
  }
  hintEntryChunks(bundle)
  expect(bundle['shoppable-tv.js'].code).toBe(`${COMPILE_ALL_HINT}\nimport"./a.js";`)
  expect(bundle['chunks/wallet-1.js'].code).toBe('export{};')
  expect(bundle['style.css']).toEqual({ type: 'asset' })
})

test("an entry's source map gets an empty first line for the hint's; a lazy chunk's is left as built", () => {
  const map = (mappings: string) => JSON.stringify({ version: 3, sources: ['a.ts'], mappings })
  const bundle = {
    'shoppable-tv.js': { type: 'chunk' as const, isEntry: true, code: 'var e=1;' },
    'shoppable-tv.js.map': { type: 'asset' as const, source: map('AAAA,IAAI') },
    'chunks/wallet-1.js': { type: 'chunk' as const, isEntry: false, code: 'export{};' },
    'chunks/wallet-1.js.map': { type: 'asset' as const, source: map('AAAA') },
  }
  hintEntryChunks(bundle)
  expect(JSON.parse(bundle['shoppable-tv.js.map'].source)).toEqual({
    version: 3,
    sources: ['a.ts'],
    mappings: ';AAAA,IAAI',
  })
  expect(bundle['chunks/wallet-1.js.map'].source).toBe(map('AAAA'))
  // Built again (the hint already there), the map is not shifted twice.
  hintEntryChunks(bundle)
  expect(JSON.parse(bundle['shoppable-tv.js.map'].source).mappings).toBe(';AAAA,IAAI')
})
