import { describe, expect, test } from 'vitest'
import { DEMO_CHANNELS } from '../../shared/channels'
import { PAGE_PATHS } from '../../shared/routes'
import { demoPosterUrl } from '../demo/poster'
import { seoFor } from './seo'
import { headTags } from './tags'

describe('page SEO table', () => {
  test('every page path of spec §2 has its own title, description, keywords and path', () => {
    const titles = new Set<string>()
    for (const path of PAGE_PATHS) {
      const seo = seoFor(path)
      expect(seo, path).toMatchObject({ kind: 'page', path })
      expect(seo.description.length, path).toBeGreaterThan(10)
      expect(seo.keywords.length, path).toBeGreaterThan(0)
      titles.add(seo.title)
    }
    // The two sign-in callbacks share a title; every other page is distinct.
    expect(titles.size).toBe(PAGE_PATHS.length - 1)
  })

  test('a demo channel page is titled and described from its channel', () => {
    for (const channel of DEMO_CHANNELS) {
      const seo = seoFor(`/demo/${channel.id}`)
      expect(seo.title).toContain(channel.name)
      expect(seo.description).toContain(channel.description)
    }
  })

  test('a trailing slash names the same page', () => {
    expect(seoFor('/demo/kbs/')).toEqual(seoFor('/demo/kbs'))
  })

  test('unknown paths and unknown demo channels are not found', () => {
    expect(seoFor('/nope').kind).toBe('not-found')
    expect(seoFor('/demo/not-a-channel').kind).toBe('not-found')
    expect(seoFor('/').kind).toBe('not-found')
  })

  test('only /app and the demo channel pages embed the widget', () => {
    const withWidget = PAGE_PATHS.filter((path) => {
      const seo = seoFor(path)
      return seo.kind === 'page' && seo.widget
    })
    expect(withWidget).toEqual(['/app', ...DEMO_CHANNELS.map((c) => `/demo/${c.id}`)])
  })

  test('the demo channel pages lead with their stream’s poster, and no other page has a lead picture', () => {
    const leading = PAGE_PATHS.map(seoFor).flatMap((seo) =>
      seo.kind === 'page' && seo.leadPicture ? [[seo.path, seo.leadPicture]] : [],
    )
    expect(leading).toEqual(DEMO_CHANNELS.map((c) => [`/demo/${c.id}`, demoPosterUrl(c.topic)]))
    expect(demoPosterUrl('golf')).toBe('/api/demo-stream/media/golf/poster.jpg')
    expect(demoPosterUrl('Korean TV')).toBe('/api/demo-stream/media/korean-tv/poster.jpg')
  })

  test('the Studio and its channel pages are kept out of search results', () => {
    for (const path of ['/studio', '/studio/channels/my-tv']) {
      const seo = seoFor(path)
      expect(seo, path).toMatchObject({ kind: 'page', path, noindex: true, widget: false })
      expect(headTags(seo, 'https://tv.example').meta).toContainEqual({
        attr: 'name',
        key: 'robots',
        content: 'noindex',
      })
    }
    expect(seoFor('/studio/channels/a/b').kind).toBe('not-found')
    expect(seoFor('/studio/channels').kind).toBe('not-found')
  })

  test('the other pages may be indexed', () => {
    const indexed = PAGE_PATHS.filter((path) => {
      const seo = seoFor(path)
      return seo.kind === 'page' && !seo.noindex
    })
    expect(indexed).toEqual(PAGE_PATHS.filter((path) => path !== '/studio'))
  })
})
