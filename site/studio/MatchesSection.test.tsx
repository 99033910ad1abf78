import { afterEach, describe, expect, test } from 'vitest'
import { REVIEW_PAGE, type StudioChannel } from '../../shared/api/studio'
import { MATCHES_REFRESH_MS, MatchesSection } from './MatchesSection'
import {
  click,
  fakeStudio,
  mount,
  type ServerRoutes,
  server,
  settle,
  submit,
  type,
} from './test-dom'
import { type FakeStudioEnv, fakeStudioEnv, reviewedMatch, studioChannel } from './testing'

const MATCHES = '/studio/channels/ana-tv/matches'
const BLOCKS = '/studio/channels/ana-tv/blocks'
const channel = studioChannel() as StudioChannel

const segment = (matches: unknown[], change: Record<string, unknown> = {}) => ({
  key: 'cue-0',
  title: null,
  caption: 'Tonight: <b>the Stand Mixer Pro</b>',
  entities: ['Stand Mixer Pro'],
  source: 'program',
  airedAt: '2026-05-01T10:00:00.000Z',
  matches,
  ...change,
})
const answer = (segments: unknown[], change: Record<string, unknown> = {}) => ({
  status: 200,
  body: { approval: 'auto', pending: 0, segments, more: false, ...change },
})
const vendorBlock = {
  kind: 'vendor',
  value: 'kitchenco',
  label: 'KitchenCo',
  blockedBy: 'ana@example.com',
  blockedAt: '2026-05-01T10:00:00.000Z',
}
const noBlocks = { status: 200, body: { blocks: [] } }

let view: Awaited<ReturnType<typeof mount>> | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

async function open(routes: ServerRoutes, of: StudioChannel = channel) {
  const env = fakeStudioEnv(server(routes))
  const changed: StudioChannel[] = []
  view = await mount(
    <MatchesSection
      studio={fakeStudio(env)}
      channel={of}
      onChannel={(next) => void changed.push(next)}
    />,
  )
  return { env, view, changed }
}

const requests = (env: FakeStudioEnv) => env.calls.map((call) => `${call.method} ${call.path}`)
const status = () => view?.host.querySelector('[role="status"]')?.textContent

describe('Matches: recent segments', () => {
  test('each segment shows its caption as text, its names and its matches with why', async () => {
    const { view } = await open({
      [`GET ${MATCHES}`]: answer([
        segment([
          reviewedMatch(),
          reviewedMatch({
            id: 8,
            productId: 43,
            title: 'Copper pan',
            kind: 'contextual',
            score: 0.4567,
            reason: { kind: 'contextual', words: ['copper', 'pan'] },
          }),
        ]),
      ]),
      [`GET ${BLOCKS}`]: noBlocks,
    })
    expect(view.host.querySelector('b')).toBeNull()
    expect(view.text()).toContain('Tonight: <b>the Stand Mixer Pro</b>')
    expect(view.text()).toContain('Names on screen: Stand Mixer Pro')
    const items = [...view.host.querySelectorAll('[aria-label="Matches"] > li')]
    expect(items[0]?.textContent).toContain('exact · confidence 100% · Live')
    expect(items[0]?.textContent).toContain('Named on screen: Stand Mixer Pro')
    expect(items[1]?.textContent).toContain('in context · confidence 46% · Live')
    expect(items[1]?.textContent).toContain('Shares the words: copper, pan')
    expect(view.text()).toContain('Nothing is blocked on this channel.')
  })

  test('says so when nothing has been on air, and offers a retry when the list fails', async () => {
    let attempts = 0
    const { view } = await open({
      [`GET ${MATCHES}`]: () => (++attempts === 1 ? { status: 500 } : answer([])),
      [`GET ${BLOCKS}`]: noBlocks,
    })
    expect(view.text()).toContain('The matches could not be loaded.')
    await click(view.button('Try again'))
    expect(view.text()).toContain('Nothing has been on air yet.')
  })

  test('the newest segment is open, older ones are one line each', async () => {
    const { view } = await open({
      [`GET ${MATCHES}`]: answer([
        segment([reviewedMatch()], { key: 'cue-1', airedAt: '2026-05-01T10:01:05.000Z' }),
        segment([reviewedMatch({ id: 9, status: 'pending' }), reviewedMatch({ id: 10 })], {
          title: 'Cooking',
        }),
      ]),
      [`GET ${BLOCKS}`]: noBlocks,
    })
    const details = [...view.host.querySelectorAll('.studio-segments > li > details')]
    expect(details.map((d) => d.hasAttribute('open'))).toEqual([true, false])
    expect(details.map((d) => d.querySelector('summary')?.textContent)).toEqual([
      '1 May 2026, 10:01:05 UTC · Program · 1 match',
      '1 May 2026, 10:00:00 UTC · Program · Cooking · 2 matches, 1 waiting',
    ])
  })

  test('an open segment lists its best three matches, the rest on demand with focus on them', async () => {
    const five = [7, 8, 9, 10, 11].map((id) => reviewedMatch({ id, title: `Item ${id}` }))
    const { view } = await open({
      [`GET ${MATCHES}`]: answer([segment(five)]),
      [`GET ${BLOCKS}`]: noBlocks,
    })
    const titles = () =>
      [...view.host.querySelectorAll('[aria-label="Matches"] > li > strong')].map(
        (strong) => strong.textContent,
      )
    expect(titles()).toEqual(['Item 7', 'Item 8', 'Item 9'])
    await click(view.button('Show the other 2 matches'))
    expect(titles()).toEqual(['Item 7', 'Item 8', 'Item 9', 'Item 10', 'Item 11'])
    expect(document.activeElement?.textContent).toBe('Pin Item 10')
  })

  test('"Show older segments" reads a page more, keeps focus, and goes with the last page', async () => {
    const older = Array.from({ length: REVIEW_PAGE }, (_, i) =>
      segment([], {
        key: `cue-${i}`,
        airedAt: `2026-05-01T09:${String(i).padStart(2, '0')}:00.000Z`,
      }),
    )
    const { env, view } = await open({
      [`GET ${MATCHES}`]: answer(older.slice(0, REVIEW_PAGE), { more: true }),
      [`GET ${MATCHES}?limit=${2 * REVIEW_PAGE}`]: answer([...older, segment([])], { more: false }),
      [`GET ${BLOCKS}`]: noBlocks,
    })
    const rows = () => view.host.querySelectorAll('.studio-segments > li').length
    expect(rows()).toBe(REVIEW_PAGE)
    const show = view.button('Show older segments')
    show.focus()
    await click(show)
    expect(requests(env).at(-1)).toBe(`GET ${MATCHES}?limit=${2 * REVIEW_PAGE}`)
    expect(rows()).toBe(REVIEW_PAGE + 1)
    expect(view.text()).not.toContain('Show older segments')
    expect(document.activeElement?.id).toBe('segments-title')
    // The list's own re-reading keeps the pages shown.
    await click(view.button('Refresh'))
    expect(requests(env).at(-2)).toBe(`GET ${MATCHES}?limit=${2 * REVIEW_PAGE}`)
  })

  test('an older page that cannot be read says so and keeps the list', async () => {
    const { view } = await open({
      [`GET ${MATCHES}`]: answer([segment([])], { more: true }),
      [`GET ${MATCHES}?limit=${2 * REVIEW_PAGE}`]: { status: 500 },
      [`GET ${BLOCKS}`]: noBlocks,
    })
    await click(view.button('Show older segments'))
    expect(view.text()).toContain('The older segments could not be read. Try again.')
    expect(view.host.querySelectorAll('.studio-segments > li')).toHaveLength(1)
  })

  test('pins a match, reads the list again and says when widgets show it', async () => {
    const { env, view } = await open({
      [`GET ${MATCHES}`]: answer([segment([reviewedMatch()])]),
      [`GET ${BLOCKS}`]: noBlocks,
      'POST /studio/channels/ana-tv/pins': { status: 201, body: { ok: true } },
    })
    await click(view.button('Pin Stand Mixer Pro'))
    expect(env.calls.find((call) => call.path.endsWith('/pins'))?.body).toEqual({ productId: 42 })
    expect(requests(env).slice(-2)).toEqual([`GET ${MATCHES}`, `GET ${BLOCKS}`])
    expect(status()).toBe('Pinned: Stand Mixer Pro — open widgets show it within 5 s.')
  })

  test('a refused pin is shown, and the list stays', async () => {
    const { view } = await open({
      [`GET ${MATCHES}`]: answer([segment([reviewedMatch()])]),
      [`GET ${BLOCKS}`]: noBlocks,
      'POST /studio/channels/ana-tv/pins': {
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: 'That product is blocked on this channel: unblock it first.',
          },
        },
      },
    })
    await click(view.button('Pin Stand Mixer Pro'))
    expect(view.host.querySelector('[role="alert"]')?.textContent).toBe(
      'That product is blocked on this channel: unblock it first.',
    )
    expect(view.text()).toContain('Stand Mixer Pro')
  })

  test('blocks an item and a vendor; the blocks list shows them and unblocks', async () => {
    let blocks: unknown[] = []
    const { env, view } = await open({
      [`GET ${MATCHES}`]: answer([segment([reviewedMatch()])]),
      [`GET ${BLOCKS}`]: () => ({ status: 200, body: { blocks } }),
      [`POST ${BLOCKS}`]: () => {
        blocks = [vendorBlock]
        return { status: 200, body: { blocks } }
      },
      [`DELETE ${BLOCKS}?kind=vendor&value=kitchenco`]: () => {
        blocks = []
        return { status: 200, body: { blocks } }
      },
    })
    await click(view.button('Block item Stand Mixer Pro'))
    expect(env.calls.at(-3)?.body).toEqual({ kind: 'product', value: 42 })
    await click(view.button('Block vendor KitchenCo'))
    expect(env.calls.at(-3)?.body).toEqual({ kind: 'vendor', value: 'KitchenCo' })
    expect(status()).toBe(
      'Blocked the vendor KitchenCo. Their items leave open widgets within 5 s.',
    )
    const listed = view.host.querySelector('[aria-label="Blocked items and vendors"]')
    expect(listed?.textContent).toContain('KitchenCo Vendor by ana@example.com')
    await click(view.button('Unblock KitchenCo'))
    expect(status()).toBe('Unblocked KitchenCo: it may be matched again.')
    expect(view.text()).toContain('Nothing is blocked on this channel.')
  })

  test('pending matches are approved or rejected, and the count follows', async () => {
    let pending = 2
    const { env, view } = await open({
      [`GET ${MATCHES}`]: () =>
        answer(
          [
            segment([
              reviewedMatch({ status: pending === 2 ? 'pending' : 'live' }),
              reviewedMatch({ id: 8, title: 'Copper pan', status: 'pending' }),
            ]),
          ],
          { approval: 'review', pending },
        ),
      [`GET ${BLOCKS}`]: noBlocks,
      'POST /studio/channels/ana-tv/matches/7': () => {
        pending = 1
        return { status: 200, body: { ok: true } }
      },
      'POST /studio/channels/ana-tv/matches/8': { status: 200, body: { ok: true } },
    })
    expect(view.text()).toContain('2 matches are waiting for approval.')
    await click(view.button('Approve Stand Mixer Pro'))
    expect(env.calls.find((call) => call.path.endsWith('/7'))?.body).toEqual({
      decision: 'approve',
    })
    expect(status()).toBe('Approved: Stand Mixer Pro — open widgets show it within 5 s.')
    expect(view.text()).toContain('1 match is waiting for approval.')
    expect(() => view.button('Approve Stand Mixer Pro')).toThrow()
    // Its button went away: focus is on the list, not lost.
    expect(document.activeElement?.id).toBe('segments-title')
    await click(view.button('Reject Copper pan'))
    expect(env.calls.find((call) => call.path.endsWith('/8'))?.body).toEqual({
      decision: 'reject',
    })
  })

  test('pins a product by id, checking the id first', async () => {
    const { env, view } = await open({
      [`GET ${MATCHES}`]: answer([]),
      [`GET ${BLOCKS}`]: noBlocks,
      'POST /studio/channels/ana-tv/pins': { status: 201, body: { ok: true } },
    })
    const field = view.host.querySelector('#pin-id')
    await type(field, '12x')
    await submit(field?.closest('form'))
    expect(view.host.querySelector('#pin-id-error')?.textContent).toBe(
      'The product id must be a number.',
    )
    await type(field, '1042')
    await submit(field?.closest('form'))
    expect(env.calls.filter((call) => call.path.endsWith('/pins')).map((c) => c.body)).toEqual([
      { productId: 1042 },
    ])
    expect(status()).toBe('Pinned product 1042 — open widgets show it within 5 s.')
  })

  test('reads the list again every 10 s while shown, and stops when gone', async () => {
    // The env's timers by hand: each is kept with its delay until the test runs it.
    const timers = new Map<number, { ms: number; fn: () => void }>()
    let next = 0
    const env = fakeStudioEnv(
      server({ [`GET ${MATCHES}`]: answer([]), [`GET ${BLOCKS}`]: noBlocks }),
    )
    env.setTimeout = (fn, ms) => {
      timers.set(++next, { ms, fn })
      return next as unknown as ReturnType<typeof setTimeout>
    }
    env.clearTimeout = (id) => void timers.delete(id as unknown as number)
    const runRefresh = async () => {
      const due = [...timers].filter(([, timer]) => timer.ms === MATCHES_REFRESH_MS)
      for (const [id, timer] of due) {
        timers.delete(id)
        timer.fn()
      }
      await settle()
      return due.length
    }
    view = await mount(
      <MatchesSection studio={fakeStudio(env)} channel={channel} onChannel={() => {}} />,
    )
    const reads = () => requests(env).filter((r) => r === `GET ${MATCHES}`).length
    expect(reads()).toBe(1)
    expect(await runRefresh()).toBe(1)
    expect(reads()).toBe(2)
    expect(await runRefresh()).toBe(1)
    expect(reads()).toBe(3)
    await view.unmount()
    view = undefined
    expect(await runRefresh()).toBe(0)
    expect(reads()).toBe(3)
  })
})

describe('Matches: the approval mode', () => {
  test('owners switch it; the channel is patched', async () => {
    const { env, view, changed } = await open({
      [`GET ${MATCHES}`]: answer([]),
      [`GET ${BLOCKS}`]: noBlocks,
      'PATCH /studio/channels/ana-tv': {
        status: 200,
        body: studioChannel({ approval: 'review' }),
      },
    })
    const review = view.host.querySelector<HTMLInputElement>('input[value="review"]')
    expect(review?.checked).toBe(false)
    await click(review)
    expect(env.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ approval: 'review' })
    expect(changed.map((c) => c.approval)).toEqual(['review'])
    expect(status()).toBe('Saved: matches wait for approval.')
  })

  test('a refused change shows why and the choice goes back', async () => {
    const { view } = await open({
      [`GET ${MATCHES}`]: answer([]),
      [`GET ${BLOCKS}`]: noBlocks,
      'PATCH /studio/channels/ana-tv': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'only owners may' } },
      },
    })
    await click(view.host.querySelector<HTMLInputElement>('input[value="review"]'))
    expect(view.host.querySelector('[role="alert"]')?.textContent).toBe('Only owners may.')
    expect(view.host.querySelector<HTMLInputElement>('input[value="auto"]')?.checked).toBe(true)
  })

  test('editors read it as text', async () => {
    const { view } = await open(
      { [`GET ${MATCHES}`]: answer([], { approval: 'review' }), [`GET ${BLOCKS}`]: noBlocks },
      studioChannel({ role: 'editor', approval: 'review' }) as StudioChannel,
    )
    expect(view.host.querySelector('input[type="radio"]')).toBeNull()
    expect(view.text()).toContain('New matches: matches wait for approval.')
    expect(view.text()).toContain('Only the channel’s owners can change this.')
  })
})
