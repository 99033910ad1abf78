import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Product } from '../../shared/api/types'
import { type TestApp, testApp } from '../testing'

let t: TestApp
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

describe('GET /media/products/{id}.svg and /media/feeds/{feed}/{item}.svg', () => {
  test('draws an item’s picture with strict headers', async () => {
    const [item] = (await (
      await t.get('/product_search/recent_products/wildtv/1')
    ).json()) as Product[]
    const path = new URL(item?.image ?? '').pathname.replace(/^\/api/, '')
    const res = await t.get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await res.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
  })

  test('an item is drawn by its id too (the address older rows have)', async () => {
    const [item] = (await (
      await t.get('/product_search/recent_products/wildtv/1')
    ).json()) as Product[]
    const res = await t.get(`/media/products/${item?.id}.svg`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(`<title>${item?.title}</title>`)
  })

  test('answers 404 for an unknown picture and 400 for a bad name', async () => {
    expect((await t.get('/media/products/999999.svg')).status).toBe(404)
    expect((await t.get('/media/products/..%2F..%2Fetc.svg')).status).toBe(400)
    expect((await t.get('/media/feeds/1/no-such-item.svg')).status).toBe(404)
    expect((await t.get('/media/feeds/999/wildtv-lure-0001.svg')).status).toBe(404)
    expect((await t.get('/media/feeds/x/wildtv-lure-0001.svg')).status).toBe(400)
    expect((await t.get('/media/feeds/1/wildtv.png')).status).toBe(400)
  })
})
