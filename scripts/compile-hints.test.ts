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
