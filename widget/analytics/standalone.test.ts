import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// The loader loads analytics.js alone on a host page: a value imported from the widget core
// would make the build give the module an import of the core (26 KB) or a shared chunk.
test('the analytics module imports values only from its own folder', () => {
  const dir = join(process.cwd(), 'widget/analytics')
  const sources = readdirSync(dir).filter((name) => /\.ts$/.test(name) && !name.includes('.test.'))
  const outside = sources.flatMap((name) =>
    [...readFileSync(join(dir, name), 'utf8').matchAll(/^import (?!type )[^;]*? from '([^']+)'/gms)]
      .map((match) => match[1])
      .filter((from) => !from?.startsWith('./'))
      .map((from) => `${name}: ${from}`),
  )
  expect(sources.length).toBeGreaterThan(4)
  expect(outside).toEqual([])
})
