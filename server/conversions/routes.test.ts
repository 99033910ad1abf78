import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { studioPaths } from '../../shared/api/studio'
import { newClickId } from '../attribution'
import { conversionEvents, conversions } from '../db/schema'
import { bearer, type TestApp, testApp } from '../testing'
import { PIXEL_GIF } from './routes'
import { hmacHex } from './signature'
import { addClick, pixelPath, postConversion } from './testing'

let t: TestApp
let alice: Record<string, string>
let carol: Record<string, string>
let secret: string
let otherSecret: string
const SHOP = 'shop-live'
const OTHER = 'other-live'
const NOW = '2026-05-01T10:00:00Z'
const nowSeconds = () => Math.floor(t.now().getTime() / 1000)

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function makeChannel(id: string, owner: Record<string, string>) {
  const made = await t.post(
    studioPaths.channels,
    { id, name: id, topic: 'shopping', description: 'A shop.' },
    owner,
  )
  expect(made.status).toBe(201)
}

async function rotate(id: string, who: Record<string, string>) {
  return json(await t.post(studioPaths.conversionSecret(id), {}, who))
}

/** What the conversion tables hold, to prove a refusal changed nothing. */
async function stored() {
  return { conversions: await t.rows(conversions), events: await t.rows(conversionEvents) }
}

beforeAll(async () => {
  t = await testApp({ now: NOW })
  alice = bearer(await t.signIn('alice@example.test', 'Alice'))
  carol = bearer(await t.signIn('carol@example.test', 'Carol'))
  await makeChannel(SHOP, alice)
  await makeChannel(OTHER, carol)
  const made = await rotate(SHOP, alice)
  expect(made.status).toBe(200)
  secret = String(made.body.secret)
  otherSecret = String((await rotate(OTHER, carol)).body.secret)
})
afterAll(() => t.close())

describe('the conversion secret (its Studio route: secret.test.ts)', () => {
  test('a new secret stops the old one at once', async () => {
    await makeChannel('rotating', alice)
    const first = String((await rotate('rotating', alice)).body.secret)
    const second = String((await rotate('rotating', alice)).body.secret)
    expect(second).not.toBe(first)
    const body = { clickId: newClickId(), orderId: 'r-1', value: '1.00', currency: 'EUR' }
    const old = await json(await postConversion(t, 'rotating', first, body, nowSeconds()))
    expect(old.body).toMatchObject({ error: { code: 'bad-signature' } })
  })
})

describe('POST /conversions', () => {
  test('a signed sale of a known click is stored once; the same again is a duplicate', async () => {
    const { clickId } = await addClick(t, SHOP, new Date('2026-04-30T10:00:00Z'))
    const body = { clickId, orderId: 'A-100', value: '129.90', currency: 'EUR' }
    const first = await json(await postConversion(t, SHOP, secret, body, nowSeconds()))
    expect(first.status).toBe(201)
    expect(first.body.conversionId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const before = await stored()
    const again = await json(
      await postConversion(t, SHOP, secret, { ...body, value: '999.00' }, nowSeconds()),
    )
    expect(again).toEqual({ status: 200, body: { duplicate: true } })
    expect(await stored()).toEqual(before)
  })

  test('a refund is a negative value of the same order; once, and only after its sale', async () => {
    const { clickId } = await addClick(t, SHOP, t.now())
    const sale = { clickId, orderId: 'B-7', value: '50.00', currency: 'USD' }
    const refund = { ...sale, value: '-20.00' }
    const early = await json(await postConversion(t, SHOP, secret, refund, nowSeconds()))
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ error: { code: 'refund-without-sale' } })
    expect((await postConversion(t, SHOP, secret, sale, nowSeconds())).status).toBe(201)
    expect((await postConversion(t, SHOP, secret, refund, nowSeconds())).status).toBe(201)
    const before = await stored()
    const again = await json(await postConversion(t, SHOP, secret, refund, nowSeconds()))
    expect(again.body).toEqual({ duplicate: true })
    expect(await stored()).toEqual(before)
  })

  describe('refusals change nothing', () => {
    let clickId: string
    let body: { clickId: string; orderId: string; value: string; currency: string }
    beforeAll(async () => {
      clickId = (await addClick(t, SHOP, t.now())).clickId
      body = { clickId, orderId: 'C-1', value: '10.00', currency: 'EUR' }
    })

    async function refused(res: Response | Promise<Response>, status: number, code: string) {
      const before = await stored()
      const answer = await json(await res)
      expect(answer.status).toBe(status)
      expect(answer.body).toEqual({ error: { code, message: expect.any(String) } })
      expect(await stored()).toEqual(before)
    }

    test('a bad, missing or malformed signature: 401 bad-signature', async () => {
      const time = nowSeconds()
      const raw = JSON.stringify(body)
      await refused(
        postConversion(t, SHOP, secret, raw, time, {
          'X-Stv-Signature': `t=${time},v1=${'0'.repeat(64)}`,
        }),
        401,
        'bad-signature',
      )
      await refused(t.post('/conversions', body, { 'X-Stv-Channel': SHOP }), 401, 'bad-signature')
      await refused(
        postConversion(t, SHOP, secret, raw, time, { 'X-Stv-Signature': 'v1=abc' }),
        401,
        'bad-signature',
      )
      // A body changed after it was signed: the signature is of the first one.
      const tampered = JSON.stringify({ ...body, orderId: 'C-2', value: '1000.00' })
      await refused(
        t.post('/conversions', tampered, {
          'X-Stv-Channel': SHOP,
          'X-Stv-Signature': `t=${time},v1=${hmacHex(secret, `${time}.${raw}`)}`,
        }),
        401,
        'bad-signature',
      )
    })

    test('another channel’s secret, or a signature for another channel: refused', async () => {
      const fresh = { ...body, orderId: 'C-3' }
      await refused(postConversion(t, SHOP, otherSecret, fresh, nowSeconds()), 401, 'bad-signature')
      // Signed with the other channel's secret for the other channel: the click is not its own.
      await refused(
        postConversion(t, OTHER, otherSecret, fresh, nowSeconds()),
        404,
        'unknown-click',
      )
      await refused(
        postConversion(t, 'no-such-channel', secret, fresh, nowSeconds()),
        401,
        'bad-signature',
      )
    })

    test('a channel without a secret: 403 no-conversion-secret', async () => {
      await makeChannel('no-secret', alice)
      await refused(
        postConversion(t, 'no-secret', secret, { ...body, orderId: 'C-4' }, nowSeconds()),
        403,
        'no-conversion-secret',
      )
    })

    test('a replay: a t more than 5 minutes from our clock, either way', async () => {
      const fresh = { ...body, orderId: 'C-5' }
      await refused(
        postConversion(t, SHOP, secret, fresh, nowSeconds() - 301),
        401,
        'stale-signature',
      )
      await refused(
        postConversion(t, SHOP, secret, fresh, nowSeconds() + 301),
        401,
        'stale-signature',
      )
      expect((await postConversion(t, SHOP, secret, fresh, nowSeconds() - 299)).status).toBe(201)
    })

    test('unknown click ids, another channel’s clicks, and expired ones', async () => {
      await refused(
        postConversion(
          t,
          SHOP,
          secret,
          { ...body, orderId: 'D-1', clickId: newClickId() },
          nowSeconds(),
        ),
        404,
        'unknown-click',
      )
      const theirs = await addClick(t, OTHER, t.now())
      await refused(
        postConversion(
          t,
          SHOP,
          secret,
          { ...body, orderId: 'D-2', clickId: theirs.clickId },
          nowSeconds(),
        ),
        404,
        'unknown-click',
      )
      const old = await addClick(t, SHOP, new Date('2026-04-01T09:59:59Z'))
      await refused(
        postConversion(
          t,
          SHOP,
          secret,
          { ...body, orderId: 'D-3', clickId: old.clickId },
          nowSeconds(),
        ),
        410,
        'expired-click',
      )
      const justIn = await addClick(t, SHOP, new Date('2026-04-01T10:00:00Z'))
      const taken = await postConversion(
        t,
        SHOP,
        secret,
        { ...body, orderId: 'D-4', clickId: justIn.clickId },
        nowSeconds(),
      )
      expect(taken.status).toBe(201)
    })

    test.each([
      ['usd', '10.00'],
      ['US$', '10.00'],
      ['EURO', '10.00'],
      ['EUR', '10.001'],
      ['EUR', '10,00'],
      ['EUR', '1e3'],
      ['JPY', '100.5'],
      ['EUR', 12],
    ])('currency %s with value %s: 400', async (currency, value) => {
      await refused(
        postConversion(t, SHOP, secret, { ...body, orderId: 'E-1', currency, value }, nowSeconds()),
        400,
        'invalid-request',
      )
    })

    test('a bad click id, order id or item: 400', async () => {
      for (const wrong of [
        { clickId: 'short' },
        { orderId: '' },
        { orderId: 'x'.repeat(101) },
        { orderId: 'a\nb' },
        { items: [{ id: 'sku', quantity: 0, price: '1.00' }] },
        { extra: true },
      ]) {
        await refused(
          postConversion(t, SHOP, secret, { ...body, orderId: 'F-1', ...wrong }, nowSeconds()),
          400,
          'invalid-request',
        )
      }
    })
  })

  test('currencies keep their own minor digits: JPY 0, KWD 3; items are optional', async () => {
    const { clickId } = await addClick(t, SHOP, t.now())
    const yen = { clickId, orderId: 'J-1', value: '1500', currency: 'JPY' }
    expect((await postConversion(t, SHOP, secret, yen, nowSeconds())).status).toBe(201)
    const dinar = {
      clickId,
      orderId: 'K-1',
      value: '12.345',
      currency: 'KWD',
      items: [{ id: 'sku-1', quantity: 2, price: '6.170' }],
    }
    expect((await postConversion(t, SHOP, secret, dinar, nowSeconds())).status).toBe(201)
  })
})

describe('GET /conversions/pixel.gif', () => {
  test('a signed pixel stores the conversion and answers a 1×1 GIF, not cached', async () => {
    const { clickId } = await addClick(t, SHOP, t.now())
    const q = { channel: SHOP, click_id: clickId, order_id: 'P-1', value: '19.99', currency: 'GBP' }
    const res = await t.app.request(pixelPath(t.config.apiPath, q, secret, nowSeconds()))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/gif')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(PIXEL_GIF))
    const before = await stored()
    const again = await t.app.request(pixelPath(t.config.apiPath, q, secret, nowSeconds()))
    expect(again.status).toBe(200)
    expect(await stored()).toEqual(before)
  })

  test('its refusals are the same JSON errors, and change nothing', async () => {
    const { clickId } = await addClick(t, SHOP, t.now())
    const q = { channel: SHOP, click_id: clickId, order_id: 'P-2', value: '5.00', currency: 'EUR' }
    const cases: [string, number, string][] = [
      [pixelPath(t.config.apiPath, q, otherSecret, nowSeconds()), 401, 'bad-signature'],
      [pixelPath(t.config.apiPath, q, secret, nowSeconds() - 600), 401, 'stale-signature'],
      [
        pixelPath(t.config.apiPath, { ...q, click_id: newClickId() }, secret, nowSeconds()),
        404,
        'unknown-click',
      ],
      [
        pixelPath(t.config.apiPath, { ...q, currency: 'eur' }, secret, nowSeconds()),
        400,
        'invalid-request',
      ],
      [
        pixelPath(t.config.apiPath, { ...q, channel: 'no-secret' }, secret, nowSeconds()),
        403,
        'no-conversion-secret',
      ],
    ]
    for (const [path, status, code] of cases) {
      const before = await stored()
      const res = await t.app.request(path)
      expect(res.status).toBe(status)
      expect(await res.json()).toEqual({ error: { code, message: expect.any(String) } })
      expect(await stored()).toEqual(before)
    }
    // A signature of other values (the value raised after signing) is refused.
    const signed = new URL(pixelPath(t.config.apiPath, q, secret, nowSeconds()), 'http://x')
    signed.searchParams.set('value', '500.00')
    const res = await t.app.request(`${signed.pathname}${signed.search}`)
    expect(res.status).toBe(401)
  })
})
