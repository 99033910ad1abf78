import { beforeEach, expect, test } from 'vitest'
import { applyHead } from './apply'
import { seoFor } from './seo'
import { headTags, renderHead } from './tags'
import { siteUrlFromDocument } from './use-head-sync'

const SITE = 'https://shop.example'

beforeEach(() => {
  document.head.innerHTML = renderHead(headTags(seoFor('/home'), SITE))
})

test('client navigation moves title, meta and canonical to the new page', () => {
  applyHead(document, headTags(seoFor('/demo/kbs'), SITE))
  expect(document.title).toBe('KBS live demo | Shoppable TV')
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
    'Korean dramas',
  )
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'https://shop.example/demo/kbs',
  )
  expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1)
})

test('navigating to an unknown path drops the canonical and adds noindex, and back restores them', () => {
  applyHead(document, headTags(seoFor('/missing'), SITE))
  expect(document.querySelector('link[rel="canonical"]')).toBeNull()
  expect(document.querySelector('meta[property="og:url"]')).toBeNull()
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')

  applyHead(document, headTags(seoFor('/docs'), SITE))
  expect(document.querySelector('meta[name="robots"]')).toBeNull()
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'https://shop.example/docs',
  )
})

test('the client reads the prerender’s site URL back, also on the not-found page', () => {
  expect(siteUrlFromDocument(document)).toBe(SITE)
  document.head.innerHTML = renderHead(headTags(seoFor('/missing'), SITE))
  expect(document.querySelector('link[rel="canonical"]')).toBeNull()
  expect(siteUrlFromDocument(document)).toBe(SITE)
})

test('a canonical the server gave the page (naming its channel) stays; another page replaces it', () => {
  document.head.innerHTML = renderHead(headTags(seoFor('/app'), SITE)).replace(
    'href="https://shop.example/app"',
    'href="https://shop.example/app?channelId=kbs"',
  )
  const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href')
  expect(canonical()).toBe('https://shop.example/app?channelId=kbs')
  applyHead(document, headTags(seoFor('/app'), SITE))
  expect(canonical()).toBe('https://shop.example/app?channelId=kbs')
  applyHead(document, headTags(seoFor('/docs'), SITE))
  expect(canonical()).toBe('https://shop.example/docs')
})
