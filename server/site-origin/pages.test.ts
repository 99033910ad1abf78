import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { PRERENDER_ORIGIN } from '../../shared/routes'
import { renderForOrigin } from './pages'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A build whose SSR entry renders one page naming the origin, and counts its renders. */
function fakeBuild(entrySource: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'stv-site-origin-'))
  dirs.push(dist)
  mkdirSync(join(dist, 'site-ssr'))
  mkdirSync(join(dist, 'site'))
  writeFileSync(join(dist, 'site/index.html'), '<html>SITE</html>')
  writeFileSync(join(dist, 'site/app.html'), '<html>APP</html>')
  writeFileSync(join(dist, 'site-ssr/entry-server.js'), entrySource)
  return dist
}

const RENDERING = `export function renderSite(origin, { template, appTemplate }) {
  return new Map([
    ['home/index.html', template.replace('SITE', origin)],
    ['app/index.html', appTemplate.replace('APP', origin)],
    ['robots.txt', 'Sitemap: ' + origin + '/sitemap.xml'],
  ])
}`

describe('renderForOrigin', () => {
  test("renders every file again with the build's templates for another origin", async () => {
    const dist = fakeBuild(RENDERING)
    const files = await renderForOrigin(dist, 'https://tv.example')
    expect(files && [...files]).toEqual([
      ['home/index.html', '<html>https://tv.example</html>'],
      ['app/index.html', '<html>https://tv.example</html>'],
      ['robots.txt', 'Sitemap: https://tv.example/sitemap.xml'],
    ])
  })

  test('renders once per build and origin', async () => {
    const dist = fakeBuild(RENDERING)
    const first = renderForOrigin(dist, 'https://a.example')
    expect(renderForOrigin(dist, 'https://a.example')).toBe(first)
    expect(renderForOrigin(dist, 'https://b.example')).not.toBe(first)
    await Promise.all([first, renderForOrigin(dist, 'https://b.example')])
  })

  test("renders nothing for the build's own origin, or without an SSR build", async () => {
    expect(await renderForOrigin(fakeBuild(RENDERING), PRERENDER_ORIGIN)).toBeNull()
    const unbuilt = mkdtempSync(join(tmpdir(), 'stv-site-origin-'))
    dirs.push(unbuilt)
    expect(await renderForOrigin(unbuilt, 'https://tv.example')).toBeNull()
  })

  test('rejects when the render fails, so the server does not start on wrong pages', async () => {
    const dist = fakeBuild('export function renderSite() { throw new Error("no template") }')
    await expect(renderForOrigin(dist, 'https://tv.example')).rejects.toThrow('no template')
  })
})
