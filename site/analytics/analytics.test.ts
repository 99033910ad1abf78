import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { CONSENT_STORAGE_KEY } from '../../shared/consent'
import { ACCEPT_ALL, REJECT_ALL, serializeConsent, startConsent } from '../consent'
import { fakeEnv } from '../env/testing'
import { ANALYTICS_EVENT, ANALYTICS_QUEUE_LIMIT, type ClickEvent, clickEventFor } from './analytics'
import { $analyticsQueue, recordClick } from './store'

const PAGE = new URL('https://shop.example/home')
const AT = new Date('2026-11-22T10:00:00Z')

function element(html: string): Element {
  const host = document.createElement('div')
  host.innerHTML = html
  return host.querySelector('[data-hit]') ?? host.firstElementChild ?? host
}

describe('a click event', () => {
  test('names a link by its text and keeps only the path of an internal target', () => {
    const hit = element('<a href="/demo/wildtv?x=1"><span data-hit>Watch  Wild TV</span></a>')
    expect(clickEventFor(hit, PAGE, AT)).toEqual({
      type: 'click',
      label: 'Watch Wild TV',
      target: '/demo/wildtv',
      page: '/home',
      at: '2026-11-22T10:00:00.000Z',
    })
  })

  test('keeps only the origin of another site, and prefers a data-analytics name', () => {
    const hit = element(
      '<a data-hit data-analytics="partner" href="https://shop.partner.example/p/1?u=2">Buy</a>',
    )
    expect(clickEventFor(hit, PAGE, AT)).toMatchObject({
      label: 'partner',
      target: 'https://shop.partner.example',
    })
  })

  test('never records an e-mail address', () => {
    const hit = element('<a data-hit href="mailto:someone@example.com">Write to us</a>')
    expect(clickEventFor(hit, PAGE, AT)?.target).toBe('mailto')
  })

  test('ignores clicks on plain text', () => {
    expect(clickEventFor(element('<p data-hit>text</p>'), PAGE, AT)).toBeNull()
    expect(clickEventFor(null, PAGE, AT)).toBeNull()
  })
})

describe('recording clicks', () => {
  const click: ClickEvent = { type: 'click', label: 'x', target: null, page: '/home', at: '' }
  let stop = () => {}
  beforeEach(() => $analyticsQueue.set([]))
  afterEach(() => stop())

  function withConsent(consent: typeof ACCEPT_ALL | null) {
    const env = fakeEnv()
    if (consent) env.stored.set(CONSENT_STORAGE_KEY, serializeConsent(consent, AT))
    stop = startConsent(env)
    return env
  }

  test('records nothing before the viewer decides', () => {
    const env = withConsent(null)
    expect(recordClick(env, click)).toBe(false)
    expect($analyticsQueue.get()).toEqual([])
    expect(env.emitted).toEqual([])
  })

  test('records nothing when analytics is declined', () => {
    const env = withConsent(REJECT_ALL)
    expect(recordClick(env, click)).toBe(false)
    expect($analyticsQueue.get()).toEqual([])
  })

  test('queues and announces clicks when analytics is allowed, keeping the newest', () => {
    const env = withConsent(ACCEPT_ALL)
    for (let i = 0; i < ANALYTICS_QUEUE_LIMIT + 5; i++) {
      recordClick(env, { ...click, label: String(i) })
    }
    const queue = $analyticsQueue.get()
    expect(queue).toHaveLength(ANALYTICS_QUEUE_LIMIT)
    expect(queue[0]?.label).toBe('5')
    expect(env.emitted.at(-1)).toEqual({
      name: ANALYTICS_EVENT,
      detail: { ...click, label: String(ANALYTICS_QUEUE_LIMIT + 4) },
    })
  })
})
