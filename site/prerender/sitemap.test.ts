import { describe, expect, test } from 'vitest'
import { PAGE_PATHS } from '../../shared/routes'
import { robotsTxt, sitemapXml, UNINDEXED_PATHS } from './sitemap'

describe('sitemap and robots', () => {
  test('the sitemap lists indexable pages at the site origin, not the sign-in callbacks or the Studio', () => {
    const xml = sitemapXml('https://tv.example', PAGE_PATHS)
    expect(xml).toContain('<loc>https://tv.example/home</loc>')
    expect(xml).toContain('<loc>https://tv.example/demo/wildtv</loc>')
    expect(xml).not.toContain('oauth2callback')
    expect(xml).not.toContain('/studio')
    expect(xml.match(/<url>/g)).toHaveLength(PAGE_PATHS.length - UNINDEXED_PATHS.length)
  })

  test('escapes XML in locations', () => {
    expect(sitemapXml('https://tv.example', ['/a&b'])).toContain('/a&#38;b')
  })

  test('robots.txt keeps crawlers off the API and points at the sitemap', () => {
    const robots = robotsTxt('https://tv.example')
    expect(robots).toContain('Disallow: /api/')
    expect(robots).toContain('Disallow: /studio')
    expect(robots).toContain('Sitemap: https://tv.example/sitemap.xml')
  })
})
