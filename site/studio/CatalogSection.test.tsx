import { afterEach, describe, expect, test } from 'vitest'
import { DEFAULT_TRACKING_TEMPLATE } from '../../shared/api/attribution'
import { REJECT_PAGE_SIZE } from '../../shared/api/feeds'
import type { StudioChannel } from '../../shared/api/studio'
import { CatalogSection } from './CatalogSection'
import { IMPORT_POLL_MS, MEANING_POLL_MS } from './catalog'
import {
  choose,
  click,
  fakeStudio,
  handTimers,
  mount,
  pick,
  type ServerRoutes,
  server,
  settle,
  submit,
  type,
} from './test-dom'
import {
  type FakeStudioEnv,
  fakeStudioEnv,
  importJob,
  rejectLines,
  studioChannel,
  studioFeed,
} from './testing'

const FEEDS = '/studio/channels/ana-tv/feeds'
const channel = studioChannel() as StudioChannel
const TSV = 'id\ttitle\tdescription\tlink\timage_link\tprice\tavailability\n'

const listed = (...feeds: unknown[]) => ({ status: 200, body: { feeds } })
const running = (change: Record<string, unknown> = {}) =>
  importJob({
    status: 'running',
    bytesRead: 300_000,
    read: 500,
    imported: 499,
    rejected: 1,
    removed: 0,
    finishedAt: null,
    ...change,
  })

let view: Awaited<ReturnType<typeof mount>> | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

/** The section on a fake server, its timers by hand; `before` may change the env first. */
async function open(routes: ServerRoutes, before: (env: FakeStudioEnv) => void = () => {}) {
  const env = fakeStudioEnv(server(routes))
  const timers = handTimers(env)
  before(env)
  view = await mount(
    <CatalogSection studio={fakeStudio(env)} channel={channel} onChannel={() => {}} />,
  )
  return { env, view, timers }
}

const q = <E extends Element = HTMLElement>(selector: string) =>
  view?.host.querySelector<E>(selector) ?? null
const requests = (env: FakeStudioEnv) => env.calls.map((call) => `${call.method} ${call.path}`)
const alert = () => q('[role="alert"]')?.textContent
const card = (id = 5) => q(`[data-feed="${id}"]`)
const importStatus = (id = 5) => q(`#feed-${id}-import-status`)?.textContent
const rows = () =>
  [...(view?.host.querySelectorAll('[data-testid="feed-rejects"] tbody tr') ?? [])].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  )

describe('Catalog: the channel’s feeds', () => {
  test('without a feed it says the shared demo catalog is matched, and links the docs', async () => {
    const { env, view } = await open({ [`GET ${FEEDS}`]: listed() })
    expect(requests(env)).toEqual([`GET ${FEEDS}`])
    expect(q('[data-testid="feeds-none"]')?.textContent).toBe(
      'No feed yet: the channel matches the shared demo catalog.',
    )
    expect(view.host.querySelector('a[href="/docs#product-feeds"]')).not.toBeNull()
  })

  test('a list that cannot be read offers a retry', async () => {
    let attempts = 0
    const { view } = await open({
      [`GET ${FEEDS}`]: () => (++attempts === 1 ? 'network' : listed(studioFeed())),
    })
    expect(alert()).toContain('The feeds could not be loaded.')
    await click(view.button('Try again'))
    expect(q('h4')?.textContent).toBe('Spring catalog')
  })

  test('a finished import shows its counts, when, and exactly its rejected lines', async () => {
    const lines = [
      ...rejectLines(4),
      {
        row: 9,
        itemId: null,
        attribute: 'image_link',
        reason: 'image-rule',
        detail: 'http://x.example/a.png is not https',
      },
    ]
    const { env, view } = await open({
      [`GET ${FEEDS}`]: listed(studioFeed()),
      [`GET ${FEEDS}/5/imports/31/rejects?offset=0`]: {
        status: 200,
        body: { rejects: lines, total: 5, offset: 0 },
      },
    })
    expect(card()?.textContent).toContain('SourceFileItems live1,992')
    expect(importStatus()).toBe('Imported 1,995 of 2,000 · 5 rejected · 3 left the live feed')
    expect(card()?.querySelector('time')?.textContent).toBe('1 May 2026, 10:02 UTC')
    expect(q('[data-testid="feed-rejects"]')).toBeNull()
    const show = view.button('Show the 5 rejected rows')
    expect(show.getAttribute('aria-expanded')).toBe('false')
    await click(show)
    expect(show.getAttribute('aria-expanded')).toBe('true')
    expect(rows()).toEqual([
      ['2', 'SKU-2', 'price', 'A required attribute is missing', 'no price given'],
      ['3', 'SKU-3', 'price', 'A required attribute is missing', 'no price given'],
      ['4', 'SKU-4', 'price', 'A required attribute is missing', 'no price given'],
      ['5', 'SKU-5', 'price', 'A required attribute is missing', 'no price given'],
      [
        '9',
        '—',
        'image_link',
        'The image address breaks the image rules',
        'http://x.example/a.png is not https',
      ],
    ])
    expect(view.text()).toContain('Showing 5 of 5 problems.')
    expect(() => view.button('Show more')).toThrow()
    expect(requests(env).filter((r) => r.includes('/rejects'))).toHaveLength(1)
  })

  test('pictures that failed the check are in the report, though no row was rejected', async () => {
    const picture = {
      row: 4,
      itemId: 'SKU-4',
      attribute: 'image_link',
      reason: 'picture',
      detail: 'The picture’s host answered 404 Not Found.',
    }
    const { view } = await open({
      [`GET ${FEEDS}`]: listed(
        studioFeed({ lastImport: importJob({ rejected: 0, pictureFailures: 1 }) }),
      ),
      [`GET ${FEEDS}/5/imports/31/rejects?offset=0`]: {
        status: 200,
        body: { rejects: [picture], total: 1, offset: 0 },
      },
    })
    expect(importStatus()).toBe(
      'Imported 1,995 of 2,000 · 0 rejected · 3 left the live feed · 1 picture cannot be shown',
    )
    await click(view.button('Show the picture that failed'))
    expect(rows()).toEqual([
      [
        '4',
        'SKU-4',
        'image_link',
        'The picture cannot be shown (the item is imported, but viewers will not see it)',
        'The picture’s host answered 404 Not Found.',
      ],
    ])
    expect(view.button('Hide the report').getAttribute('aria-expanded')).toBe('true')
  })

  test('the report is read a page at a time with Show more', async () => {
    const total = 2 * REJECT_PAGE_SIZE + 50
    const { env, view } = await open({
      [`GET ${FEEDS}`]: listed(studioFeed({ lastImport: importJob({ rejected: total }) })),
      ...Object.fromEntries(
        [0, REJECT_PAGE_SIZE, 2 * REJECT_PAGE_SIZE].map((offset) => [
          `GET ${FEEDS}/5/imports/31/rejects?offset=${offset}`,
          {
            status: 200,
            body: {
              rejects: rejectLines(Math.min(REJECT_PAGE_SIZE, total - offset), 2 + offset),
              total,
              offset,
            },
          },
        ]),
      ),
    })
    await click(view.button('Show the 250 rejected rows'))
    expect(rows()).toHaveLength(REJECT_PAGE_SIZE)
    expect(view.text()).toContain('Showing 100 of 250 problems.')
    await click(view.button('Show more'))
    await click(view.button('Show more'))
    expect(rows()).toHaveLength(total)
    expect(rows().at(-1)?.[0]).toBe('251')
    expect(view.text()).toContain('Showing 250 of 250 problems.')
    expect(() => view.button('Show more')).toThrow()
    expect(requests(env).filter((r) => r.includes('/rejects'))).toEqual([
      `GET ${FEEDS}/5/imports/31/rejects?offset=0`,
      `GET ${FEEDS}/5/imports/31/rejects?offset=100`,
      `GET ${FEEDS}/5/imports/31/rejects?offset=200`,
    ])
    // The last page took its button away: focus is on the table, not lost.
    expect(document.activeElement?.id).toBe('rejects-31-box')
  })

  test('a running import’s progress follows the job every second, then its outcome', async () => {
    let job = running()
    let live = 1992
    const { env, timers } = await open({
      [`GET ${FEEDS}`]: () => listed(studioFeed({ lastImport: job, liveItems: live })),
      [`GET ${FEEDS}/5/imports/31`]: () => ({ status: 200, body: job }),
    })
    const progress = () => q<HTMLProgressElement>(`[data-feed="5"] progress`)
    expect(importStatus()).toBe('Importing products.tsv…')
    expect(q('[data-testid="feed-progress"]')?.textContent).toBe(
      'Read 500 · imported 499 · rejected 1',
    )
    expect(progress()?.getAttribute('value')).toBe('300000')
    expect(progress()?.getAttribute('max')).toBe('1200000')
    expect(progress()?.getAttribute('aria-labelledby')).toBe('feed-5-import-status')

    job = running({ bytesRead: 900_000, read: 1200, imported: 1195, rejected: 5 })
    expect(await timers.run(IMPORT_POLL_MS)).toBe(1)
    expect(q('[data-testid="feed-progress"]')?.textContent).toBe(
      'Read 1,200 · imported 1,195 · rejected 5',
    )
    expect(progress()?.getAttribute('value')).toBe('900000')

    job = importJob()
    live = 1995
    expect(await timers.run(IMPORT_POLL_MS)).toBe(1)
    expect(progress()).toBeNull()
    expect(importStatus()).toBe('Imported 1,995 of 2,000 · 5 rejected · 3 left the live feed')
    // The feeds are read again for their live items; then the polling stops.
    expect(card()?.textContent).toContain('Items live1,995')
    expect(requests(env)).toEqual([
      `GET ${FEEDS}`,
      `GET ${FEEDS}/5/imports/31`,
      `GET ${FEEDS}/5/imports/31`,
      `GET ${FEEDS}`,
    ])
    expect(timers.waiting(IMPORT_POLL_MS)).toBe(0)
  })

  test('items still being read for meaning show a bar, followed until all are found', async () => {
    let meaning = 1200
    const { env, timers } = await open({
      [`GET ${FEEDS}`]: () => listed(studioFeed({ meaningItems: meaning })),
    })
    const bar = () => q<HTMLProgressElement>('[data-feed="5"] progress')
    expect(card()?.textContent).toContain(
      'Found by meaning1,200 of 1,992 (the rest are being read)',
    )
    expect(bar()?.getAttribute('value')).toBe('1200')
    expect(bar()?.getAttribute('max')).toBe('1992')
    expect(bar()?.getAttribute('aria-labelledby')).toBe('feed-5-meaning')

    meaning = 1992
    expect(await timers.run(MEANING_POLL_MS)).toBe(1)
    expect(card()?.textContent).toContain('Found by meaningAll 1,992')
    expect(bar()).toBeNull()
    expect(timers.waiting(MEANING_POLL_MS)).toBe(0)
    expect(requests(env)).toEqual([`GET ${FEEDS}`, `GET ${FEEDS}`])
  })

  test('a URL without a known size makes the bar indeterminate; leaving stops the polling', async () => {
    const { env, view, timers } = await open({
      [`GET ${FEEDS}`]: listed(
        studioFeed({
          source: 'url',
          url: 'https://shop.example/feed.xml',
          lastImport: running({ bytesTotal: null, fileName: null, trigger: 'url' }),
        }),
      ),
      [`GET ${FEEDS}/5/imports/31`]: { status: 200, body: running({ bytesTotal: null }) },
    })
    expect(importStatus()).toBe('Importing from the feed’s URL…')
    expect(q('progress')?.hasAttribute('value')).toBe(false)
    expect(await timers.run(IMPORT_POLL_MS)).toBe(1)
    expect(timers.waiting(IMPORT_POLL_MS)).toBe(1)
    await view.unmount()
    expect(timers.waiting(IMPORT_POLL_MS)).toBe(0)
    expect(requests(env)).toHaveLength(2)
  })

  test('a job that is gone (the feed removed elsewhere) reads the list again', async () => {
    let feeds = [studioFeed({ lastImport: running() })]
    const { env, timers } = await open({
      [`GET ${FEEDS}`]: () => listed(...feeds),
      [`GET ${FEEDS}/5/imports/31`]: () => {
        feeds = []
        return { status: 404, body: { error: { code: 'not-found', message: 'no such feed' } } }
      },
    })
    expect(await timers.run(IMPORT_POLL_MS)).toBe(1)
    expect(card()).toBeNull()
    expect(q('[data-testid="feeds-none"]')).not.toBeNull()
    expect(timers.waiting(IMPORT_POLL_MS)).toBe(0)
    expect(requests(env)).toEqual([`GET ${FEEDS}`, `GET ${FEEDS}/5/imports/31`, `GET ${FEEDS}`])
  })

  test('a failed import says why in words', async () => {
    await open({
      [`GET ${FEEDS}`]: listed(
        studioFeed({
          lastImport: importJob({ status: 'failed', error: 'the feed URL answered 404' }),
        }),
      ),
    })
    expect(importStatus()).toBe('The last import failed. The feed URL answered 404.')
  })
})

describe('Catalog: importing again, the schedule, removing', () => {
  const urlFeed = studioFeed({
    source: 'url',
    url: 'https://shop.example/feed.xml',
    schedule: 'daily',
    nextRunAt: '2026-05-02T10:00:00.000Z',
  })

  test('Import now asks the server to fetch the URL, and the progress starts', async () => {
    const { env, view, timers } = await open({
      [`GET ${FEEDS}`]: listed(urlFeed),
      [`POST ${FEEDS}/5/imports`]: {
        status: 202,
        body: running({ id: 32, trigger: 'url', fileName: null }),
      },
    })
    expect(view.text()).toContain('https://shop.example/feed.xml')
    expect(view.text()).toContain('Next import: 2 May 2026, 10:00 UTC')
    await click(view.button('Import now Spring catalog'))
    const sent = env.calls.at(-1)
    expect([sent?.method, sent?.path, sent?.body]).toEqual([
      'POST',
      `${FEEDS}/5/imports`,
      undefined,
    ])
    expect(importStatus()).toBe('Importing from the feed’s URL…')
    expect(timers.waiting(IMPORT_POLL_MS)).toBe(1)
  })

  test('an import already running is said, not sent twice', async () => {
    const { env, view } = await open({
      [`GET ${FEEDS}`]: listed(urlFeed),
      [`POST ${FEEDS}/5/imports`]: {
        status: 409,
        body: { error: { code: 'conflict', message: 'an import is running' } },
      },
    })
    await click(view.button('Import now Spring catalog'))
    expect(alert()).toBe(
      'An import of this feed is already running: wait for it to finish, then try again.',
    )
    expect(importStatus()).toBe('Imported 1,995 of 2,000 · 5 rejected · 3 left the live feed')
    expect(requests(env).filter((r) => r.startsWith('POST'))).toHaveLength(1)
  })

  test('changing the schedule saves it with a PATCH; a refusal puts it back', async () => {
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: { ...urlFeed, schedule: 'hourly', nextRunAt: '2026-05-01T11:00:00.000Z' },
    }
    const { env, view } = await open({
      [`GET ${FEEDS}`]: listed(urlFeed),
      [`PATCH ${FEEDS}/5`]: () => answer,
    })
    const select = () => q<HTMLSelectElement>('#feed-5-schedule')
    expect(select()?.value).toBe('daily')
    await pick(select(), 'hourly')
    expect(env.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `${FEEDS}/5`,
      body: { schedule: 'hourly' },
    })
    expect(view.text()).toContain('Saved: Spring catalog imports every hour.')
    expect(view.text()).toContain('Next import: 1 May 2026, 11:00 UTC')
    answer = {
      status: 403,
      body: { error: { code: 'forbidden', message: 'not a member of this channel' } },
    }
    await pick(select(), 'off')
    expect(alert()).toBe('Not a member of this channel.')
    expect(select()?.value).toBe('hourly')
  })

  test('link tracking: a preset or typed parameters, an example, saved with a PATCH', async () => {
    const feed = studioFeed()
    let body: unknown = null
    const { env, view } = await open({
      [`GET ${FEEDS}`]: listed(feed),
      [`PATCH ${FEEDS}/5`]: (request) => {
        body = request.body
        return { status: 200, body: { ...feed, ...(request.body as object) } }
      },
    })
    const field = () => q<HTMLInputElement>('#feed-5-tracking')
    const example = () => q('#feed-5-tracking-example')?.textContent
    expect(field()?.value).toBe(DEFAULT_TRACKING_TEMPLATE)
    expect(q<HTMLSelectElement>('#feed-5-tracking-preset')?.value).toBe('utm')
    expect(example()).toBe(
      'Example: https://shop.example/item/123?utm_source=shoppable-tv&utm_medium=video&utm_campaign=your-channel&utm_content=SKU-123&stv_click=Xq3Zb9YkR2mW7pLd0Tn4Aa',
    )
    await pick(q('#feed-5-tracking-preset'), 'Awin')
    expect(field()?.value).toBe(`${DEFAULT_TRACKING_TEMPLATE}&clickref={click_id}`)
    expect(example()).toContain('&clickref=Xq3Zb9YkR2mW7pLd0Tn4Aa')
    await submit(q<HTMLFormElement>('form.feed-tracking'))
    expect(body).toEqual({ trackingTemplate: `${DEFAULT_TRACKING_TEMPLATE}&clickref={click_id}` })
    expect(view.text()).toContain("Saved: Spring catalog's buy links go out with these parameters.")

    // A placeholder it does not know is said beside the field, and nothing is sent.
    const sent = env.calls.length
    await type(field(), 'sub={who}')
    expect(q('#feed-5-tracking-error')?.textContent).toBe(
      'Unknown placeholder {who}: use {click_id}, {channel}, {segment}, {item_id}',
    )
    expect(q<HTMLSelectElement>('#feed-5-tracking-preset')?.value).toBe('custom')
    await submit(q<HTMLFormElement>('form.feed-tracking'))
    expect(env.calls.length).toBe(sent)

    // The default again is saved as none of the feed's own.
    await pick(q('#feed-5-tracking-preset'), 'utm')
    await submit(q<HTMLFormElement>('form.feed-tracking'))
    expect(body).toEqual({ trackingTemplate: null })
  })

  test('link tracking the server refuses says why and keeps what was typed', async () => {
    await open({
      [`GET ${FEEDS}`]: listed(studioFeed()),
      [`PATCH ${FEEDS}/5`]: {
        status: 403,
        body: { error: { code: 'forbidden', message: 'not a member of this channel' } },
      },
    })
    const field = () => q<HTMLInputElement>('#feed-5-tracking')
    await type(field(), 'utm_source=mine&sid={click_id}')
    await submit(q<HTMLFormElement>('form.feed-tracking'))
    expect(alert()).toBe('Not a member of this channel.')
    expect(field()?.value).toBe('utm_source=mine&sid={click_id}')
  })

  test('a new version of a file feed is uploaded as the file itself', async () => {
    const { env, view } = await open({
      [`GET ${FEEDS}`]: listed(studioFeed()),
      [`POST ${FEEDS}/5/imports?file=spring-v2.tsv`]: {
        status: 202,
        body: running({ id: 32, fileName: 'spring-v2.tsv' }),
      },
    })
    await click(view.button('Import the new version of Spring catalog'))
    expect(q('#feed-5-file-error')?.textContent).toBe('Choose the new version’s file first.')
    const file = new File([TSV], 'spring-v2.tsv', { type: 'text/tab-separated-values' })
    await choose(q('#feed-5-file'), file)
    await click(view.button('Import the new version of Spring catalog'))
    expect(env.calls.at(-1)?.body).toBe(file)
    expect(importStatus()).toBe('Importing spring-v2.tsv…')
  })

  test('removing a feed asks first, then its items leave', async () => {
    const { env, view } = await open({
      [`GET ${FEEDS}`]: listed(studioFeed()),
      [`DELETE ${FEEDS}/5`]: { status: 200, body: { ok: true } },
    })
    await click(view.button('Remove feed'))
    expect(view.text()).toContain('The feed’s 1,992 items leave the live feed')
    expect(requests(env).filter((r) => r.startsWith('DELETE'))).toHaveLength(0)
    await click(view.button('Yes, remove it'))
    expect(requests(env).filter((r) => r.startsWith('DELETE'))).toEqual([`DELETE ${FEEDS}/5`])
    expect(card()).toBeNull()
    expect(view.text()).toContain(
      'Removed Spring catalog: its items leave open widgets within 5 s.',
    )
    expect(view.text()).toContain('No feed yet')
    expect(document.activeElement?.id).toBe('feeds-title')
  })
})

describe('Catalog: adding a feed', () => {
  const file = new File([TSV], 'products.tsv', { type: 'text/tab-separated-values' })
  const form = () => q<HTMLFormElement>('#new-feed-name')?.form

  test('a file feed is added, then the file itself is uploaded, and its import shows', async () => {
    let release = () => {}
    const uploaded = new Promise<void>((resolve) => {
      release = resolve
    })
    const routes = {
      [`GET ${FEEDS}`]: listed(),
      [`POST ${FEEDS}`]: { status: 201, body: studioFeed({ name: 'products', lastImport: null }) },
      [`POST ${FEEDS}/5/imports?file=products.tsv`]: {
        status: 202,
        body: running({ read: 0, imported: 0, rejected: 0, bytesRead: 0 }),
      },
    }
    // The upload answers only when the test lets it, to see the form while it is on its way.
    const { env, view } = await open(routes, (env) => {
      const answered = env.fetch
      env.fetch = async (url, init) => {
        const reply = answered(url, init)
        if (init.method === 'POST' && url.includes('/imports')) await uploaded
        return reply
      }
    })
    await choose(q('#new-feed-file'), file)
    expect(q<HTMLInputElement>('#new-feed-name')?.value).toBe('products')
    await submit(form())
    expect(env.calls.find((c) => c.method === 'POST')?.body).toEqual({
      source: 'file',
      name: 'products',
    })
    expect(view.text()).toContain(`Uploading products.tsv (${TSV.length} bytes)…`)
    const upload = env.calls.at(-1)
    expect(upload?.path).toBe(`${FEEDS}/5/imports?file=products.tsv`)
    expect(upload?.body).toBe(file)
    expect(upload?.headers['content-type']).toBe('text/tab-separated-values')
    release()
    await settle()
    expect(q('h4')?.textContent).toBe('products')
    expect(importStatus()).toBe('Importing products.tsv…')
    expect(view.text()).toContain('Added products: its import is under way (Your feeds).')
    expect(q<HTMLInputElement>('#new-feed-name')?.value).toBe('')
  })

  test('a file that is not a feed is refused with the server’s message; nothing is listed', async () => {
    const { env, view } = await open({
      [`GET ${FEEDS}`]: listed(),
      [`POST ${FEEDS}`]: { status: 201, body: studioFeed({ name: 'Holiday', lastImport: null }) },
      [`POST ${FEEDS}/5/imports?file=holiday.png`]: {
        status: 400,
        body: {
          error: {
            code: 'invalid-request',
            message: 'holiday.png is not a product feed: no TSV header and no RSS or Atom',
          },
        },
      },
      [`DELETE ${FEEDS}/5`]: { status: 200, body: { ok: true } },
    })
    await type(q('#new-feed-name'), 'Holiday')
    await choose(q('#new-feed-file'), new File(['GIF89a'], 'holiday.png', { type: 'image/png' }))
    await submit(form())
    expect(alert()).toBe('Holiday.png is not a product feed: no TSV header and no RSS or Atom.')
    expect(requests(env).at(-1)).toBe(`DELETE ${FEEDS}/5`)
    expect(q('[data-testid="feeds-none"]')).not.toBeNull()
    expect(q('h4')).toBeNull()
    // The form keeps what was given, to try again.
    expect(q<HTMLInputElement>('#new-feed-name')?.value).toBe('Holiday')
    expect(view.text()).toContain('holiday.png, 6 bytes')
  })

  test('a URL feed is added with its schedule, daily unless chosen, and fetched at once', async () => {
    const { env, view } = await open({
      [`GET ${FEEDS}`]: listed(),
      [`POST ${FEEDS}`]: {
        status: 201,
        body: studioFeed({ source: 'url', url: 'https://shop.example/feed.xml', lastImport: null }),
      },
      [`POST ${FEEDS}/5/imports`]: {
        status: 202,
        body: running({ trigger: 'url', fileName: null, bytesTotal: null }),
      },
    })
    await click(q('input[value="url"]'))
    expect(q('#new-feed-file')).toBeNull()
    expect(q<HTMLSelectElement>('#new-feed-schedule')?.value).toBe('daily')
    await type(q('#new-feed-url'), ' https://shop.example/feed.xml ')
    await type(q('#new-feed-name'), 'Shop feed')
    await submit(form())
    expect(env.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [
        FEEDS,
        {
          source: 'url',
          name: 'Shop feed',
          url: 'https://shop.example/feed.xml',
          schedule: 'daily',
        },
      ],
      [`${FEEDS}/5/imports`, undefined],
    ])
    expect(importStatus()).toBe('Importing from the feed’s URL…')
    expect(view.text()).toContain('Added Spring catalog: its import is under way (Your feeds).')
  })

  test('what is missing or wrong is said beside it and nothing is sent', async () => {
    const { env } = await open({ [`GET ${FEEDS}`]: listed() })
    await submit(form())
    expect(q('#new-feed-file-error')?.textContent).toBe('Choose the feed’s file.')
    expect(q('#new-feed-name-error')?.textContent).toBe('Name the feed.')
    expect(document.activeElement?.id).toBe('new-feed-file')
    await click(q('input[value="url"]'))
    await type(q('#new-feed-url'), 'ftp://shop.example/feed.xml')
    await type(q('#new-feed-name'), 'Shop feed')
    await submit(form())
    expect(q('#new-feed-url-error')?.textContent).toBe(
      'The feed URL is an http(s) address such as https://shop.example/feed.xml.',
    )
    expect(requests(env)).toEqual([`GET ${FEEDS}`])
  })
})

describe('Catalog: a feed’s items', () => {
  const ITEMS = `${FEEDS}/5/items`
  const PICTURE = 'http://localhost:8080/api/media/pictures'
  /** `count` items from SKU-`from`: live, $19.00, each with its proxied picture. */
  const itemRows = (count: number, from = 1) =>
    Array.from({ length: count }, (_, i) => ({
      id: 100 + from + i,
      itemId: `SKU-${from + i}`,
      title: `Trail tent ${from + i}`,
      priceCents: 1900,
      currency: 'USD',
      picture: 'feed',
      pictureUrl: `${PICTURE}/${100 + from + i}/0123456789abcdef/176`,
      live: true,
    }))
  const answer = (items: unknown[], next: number | null = null) => ({
    status: 200,
    body: { items, next },
  })
  const itemTable = () =>
    [...(view?.host.querySelectorAll('[data-testid="feed-items"] tbody tr') ?? [])].map((row) =>
      [...row.children].map(
        (cell) => cell.querySelector('img')?.getAttribute('src') ?? cell.textContent,
      ),
    )
  const status = () => q('.feed-items .studio-status')?.textContent
  const SHOW = 'Show the items of Spring catalog (1,992 live)'

  test('a feed never imported has no item list', async () => {
    await open({ [`GET ${FEEDS}`]: listed(studioFeed({ lastImport: null })) })
    expect(card()?.querySelector('.feed-items')).toBeNull()
  })

  test('opens on the first page: picture, item id, title, price, live', async () => {
    const [first] = itemRows(1)
    const { env, view } = await open({
      [`GET ${FEEDS}`]: listed(studioFeed()),
      [`GET ${ITEMS}?q=`]: answer([
        first,
        {
          id: 205,
          itemId: 'KR-5',
          title: 'Camp stove',
          priceCents: 3_990_000,
          currency: 'KRW',
          picture: 'none',
          pictureUrl: null,
          live: false,
        },
      ]),
    })
    expect(q('[data-testid="feed-items"]')).toBeNull()
    const show = view.button(SHOW)
    expect(show.getAttribute('aria-expanded')).toBe('false')
    await click(show)
    expect(show.getAttribute('aria-expanded')).toBe('true')
    expect(show.getAttribute('aria-controls')).toBe('feed-5-items')
    expect(show.textContent).toBe('Hide the items of Spring catalog')
    expect(itemTable()).toEqual([
      [`${PICTURE}/101/0123456789abcdef/176`, 'SKU-1', 'Trail tent 1', '$19.00', 'Live'],
      ['None', 'KR-5', 'Camp stove', '₩39,900', 'Not live'],
    ])
    expect(q('[data-testid="feed-items"] img')?.getAttribute('alt')).toBe('')
    expect(q('#feed-5-items-box-caption')?.textContent).toBe('Items of Spring catalog')
    expect(status()).toBe('Showing 2 items.')
    expect(() => view.button('Show more')).toThrow()
    expect(requests(env).filter((r) => r.includes('/items'))).toEqual([`GET ${ITEMS}?q=`])
    await click(show)
    expect(q('#feed-5-items')).toBeNull()
    expect(show.getAttribute('aria-expanded')).toBe('false')
  })

  test('pages by the last id shown with Show more, then focus goes to the table', async () => {
    const { env, view } = await open({
      [`GET ${FEEDS}`]: listed(studioFeed()),
      [`GET ${ITEMS}?q=`]: answer(itemRows(25), 125),
      [`GET ${ITEMS}?q=&after=125`]: answer(itemRows(25, 26), 150),
      [`GET ${ITEMS}?q=&after=150`]: answer(itemRows(3, 51)),
    })
    await click(view.button(SHOW))
    expect(itemTable()).toHaveLength(25)
    expect(status()).toBe('Showing 25 items.')
    await click(view.button('Show more'))
    await click(view.button('Show more'))
    expect(itemTable()).toHaveLength(53)
    expect(itemTable().at(-1)?.[1]).toBe('SKU-53')
    expect(status()).toBe('Showing 53 items.')
    expect(() => view.button('Show more')).toThrow()
    expect(requests(env).filter((r) => r.includes('/items'))).toEqual([
      `GET ${ITEMS}?q=`,
      `GET ${ITEMS}?q=&after=125`,
      `GET ${ITEMS}?q=&after=150`,
    ])
    expect(document.activeElement?.id).toBe('feed-5-items-box')
  })

  test('a search is sent as q, kept on the next page; one that finds nothing says so', async () => {
    const { env, view } = await open({
      [`GET ${FEEDS}`]: listed(studioFeed()),
      [`GET ${ITEMS}?q=`]: answer(itemRows(25), 125),
      [`GET ${ITEMS}?q=trail+tent`]: answer(itemRows(1, 7), 107),
      [`GET ${ITEMS}?q=trail+tent&after=107`]: answer(itemRows(1, 9)),
      [`GET ${ITEMS}?q=kayak`]: answer([]),
    })
    await click(view.button(SHOW))
    const field = q<HTMLInputElement>('#feed-5-items-q')
    expect(field?.type).toBe('search')
    expect(q('label[for="feed-5-items-q"]')?.textContent).toBe('Search the items')
    await type(field, '  trail tent ')
    await submit(field?.form)
    expect(itemTable().map((row) => row[1])).toEqual(['SKU-7'])
    expect(status()).toBe('Showing 1 item matching “trail tent”.')
    expect(q('#feed-5-items-box-caption')?.textContent).toBe(
      'Items of Spring catalog matching “trail tent”',
    )
    await click(view.button('Show more'))
    expect(itemTable().map((row) => row[1])).toEqual(['SKU-7', 'SKU-9'])
    await type(field, 'kayak')
    await click(view.button('Search the items of Spring catalog'))
    expect(q('[data-testid="feed-items"]')).toBeNull()
    expect(status()).toBe('No item matches “kayak”.')
    expect(requests(env).filter((r) => r.includes('/items'))).toEqual([
      `GET ${ITEMS}?q=`,
      `GET ${ITEMS}?q=trail+tent`,
      `GET ${ITEMS}?q=trail+tent&after=107`,
      `GET ${ITEMS}?q=kayak`,
    ])
  })

  test('a page that cannot be read says why and offers a retry', async () => {
    let attempts = 0
    const { env, view } = await open({
      [`GET ${FEEDS}`]: listed(studioFeed()),
      [`GET ${ITEMS}?q=`]: () => (++attempts === 1 ? 'network' : answer(itemRows(2))),
    })
    await click(view.button(SHOW))
    expect(alert()).toBe(
      'The items could not be loaded. The server could not be reached. Check your connection and try again.',
    )
    expect(status()).toBe('')
    await click(view.button('Try again'))
    expect(alert()).toBeUndefined()
    expect(itemTable()).toHaveLength(2)
    expect(requests(env).filter((r) => r.includes('/items'))).toHaveLength(2)
  })
})
