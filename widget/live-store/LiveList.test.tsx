import { atom } from 'nanostores'
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { Product } from '../../shared/api/types'
import { createRoot } from '../preact-react/client'
import type { Feed, FeedState } from '../stores/feed'
import { holdStill, LiveList } from './LiveList'

const host = document.createElement('div')
document.body.append(host)
const root = createRoot(host)

/** The IntersectionObserver callbacks of this test's lists and what they watch. */
let sightings: { callback: IntersectionObserverCallback; target: Element | null }[] = []

beforeEach(() => {
  sightings = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly sighting: (typeof sightings)[number]
      constructor(callback: IntersectionObserverCallback) {
        this.sighting = { callback, target: null }
        sightings.push(this.sighting)
      }
      observe(target: Element) {
        this.sighting.target = target
      }
      disconnect() {}
    },
  )
  // happy-dom lays nothing out: every card is 100 px tall in a list 300 px wide; a box
  // with `data-top` has its top there.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return { height: 100, top: Number(this.dataset.top ?? 0) } as DOMRect
  })
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300)
})
afterEach(async () => {
  await act(() => root.unmount())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function product(id: number): Product {
  return {
    id,
    title: `Item ${id}`,
    link: `https://shop.example/${id}`,
    image: 'https://img.example/a.jpg',
  }
}

function fakeFeed(live: Product[]) {
  const $feed = atom<FeedState>({ state: 'ready', live })
  const $arrived = atom<ReadonlySet<string>>(new Set())
  const feed: Feed = {
    $feed,
    $answered: atom(true),
    $unreachable: atom(false),
    $arrived,
    start() {},
    stop() {},
    retry() {},
    reloadPool() {},
  }
  /** Shows `next`; the products of `arrived` came live (the rest from the pool). */
  const show = (next: Product[], arrived: Product[] = []) => {
    $arrived.set(new Set(arrived.map((product) => String(product.id))))
    $feed.set({ state: 'ready', live: next })
  }
  return { feed, show }
}

/**
 * Tells the list where its top is: `top` px from the top of the viewport, in sight when
 * `seen` (by default, when within the 800 px the viewport shows).
 */
async function topAt(top: number, seen = top >= 0 && top < 800) {
  await act(() => {
    for (const { callback, target } of sightings) {
      const entry = {
        target,
        isIntersecting: seen,
        boundingClientRect: { top },
        rootBounds: { top: 0 },
      } as unknown as IntersectionObserverEntry
      callback([entry], {} as IntersectionObserver)
    }
  })
}

const titles = () => [...host.querySelectorAll('.card-title')].map((title) => title.textContent)
const pill = () => host.querySelector<HTMLButtonElement>('.pill')

test('places the cards by translate, one below the other, and gives the list their height', async () => {
  const { feed } = fakeFeed([product(3), product(2), product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  const list = host.querySelector<HTMLElement>('.live-list')
  const cards = [...host.querySelectorAll<HTMLElement>('.card')]
  const gap = Number.parseFloat(getComputedStyle(list as HTMLElement).rowGap) || 0
  expect(cards.map((card) => card.style.translate)).toEqual([
    '0px 0px',
    `0px ${100 + gap}px`,
    `0px ${2 * (100 + gap)}px`,
  ])
  expect(list?.style.height).toBe(`${300 + 2 * gap}px`)
  // A card's first place is taken at once; only later moves slide.
  expect(cards.every((card) => card.style.transition === 'none')).toBe(true)
})

test('a card arriving live on top moves the others to their new places, sliding', async () => {
  const { feed, show } = fakeFeed([product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  await act(() => show([product(2), product(1)], [product(2)]))
  const [fresh, old] = [...host.querySelectorAll<HTMLElement>('.card')]
  expect(fresh?.classList.contains('arrived')).toBe(true)
  expect(fresh?.style.translate).toBe('0px 0px')
  expect(fresh?.style.transition).toBe('none')
  expect(old?.classList.contains('arrived')).toBe(false)
  expect(old?.style.translate).not.toBe('0px 0px')
  expect(old?.style.transition).toBe('')
})

test('a card from the pool (the first screen filling in) moves the others at once', async () => {
  const { feed, show } = fakeFeed([product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  await act(() => show([product(2), product(1)]))
  const [fresh, old] = [...host.querySelectorAll<HTMLElement>('.card')]
  expect(fresh?.classList.contains('arrived')).toBe(false)
  expect(old?.style.translate).not.toBe('0px 0px')
  expect(old?.style.transition).toBe('none')
  // The next live arrival slides them again.
  await act(() => show([product(3), product(2), product(1)], [product(3)]))
  const [, second, third] = [...host.querySelectorAll<HTMLElement>('.card')]
  expect(second?.style.transition).toBe('')
  expect(third?.style.transition).toBe('')
})

test('while the viewer reads below the list’s top, it holds still and a pill counts what waits', async () => {
  const { feed, show } = fakeFeed([product(2), product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  await topAt(-400)
  await act(() => show([product(3), product(2), product(1)]))
  expect(titles()).toEqual(['Item 2', 'Item 1'])
  expect(pill()?.textContent).toBe('1 new product')
  await act(() => show([product(4), product(3), product(2)]))
  expect(titles()).toEqual(['Item 2', 'Item 1'])
  expect(pill()?.textContent).toBe('2 new products')
})

test('holding still, the first screen still fills in below: only what comes above waits', async () => {
  const { feed, show } = fakeFeed([product(9)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  await topAt(-400)
  await act(() => show([product(9), product(8)]))
  expect(titles()).toEqual(['Item 9', 'Item 8'])
  expect(pill()).toBeNull()
  await act(() => show([product(10), product(9), product(8), product(7)], [product(10)]))
  expect(titles()).toEqual(['Item 9', 'Item 8', 'Item 7'])
  expect(pill()?.textContent).toBe('1 new product')
})

test('holdStill keeps what it holds, in order, even once the feed has let it go', () => {
  const [a, b, c, d] = [product(4), product(3), product(2), product(1)]
  expect(holdStill([b, c], [a, b, c, d])).toEqual([[b, c, d], 1])
  expect(holdStill([b, c], [a, b])).toEqual([[b, c], 1])
  expect(holdStill([b], [a, d])).toEqual([[b], 2])
})

test('the pill brings the viewer up to the newest products, focus on the list', async () => {
  const scrolled = vi.fn()
  Element.prototype.scrollIntoView = scrolled
  const { feed, show } = fakeFeed([product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  await topAt(-400)
  await act(() => show([product(2), product(1)]))
  await act(() => pill()?.click())
  expect(titles()).toEqual(['Item 2', 'Item 1'])
  expect(pill()).toBeNull()
  expect(scrolled).toHaveBeenCalledOnce()
  expect(document.activeElement).toBe(host.querySelector('.live-list'))
})

test('back at the top, the list follows the feed again', async () => {
  const { feed, show } = fakeFeed([product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  await topAt(-400)
  await act(() => show([product(2), product(1)]))
  await topAt(120)
  expect(titles()).toEqual(['Item 2', 'Item 1'])
  expect(pill()).toBeNull()
})

test('a list below the fold is not held: nothing above the viewer moves', async () => {
  const { feed, show } = fakeFeed([product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  await topAt(1200)
  await act(() => show([product(2), product(1)]))
  expect(titles()).toEqual(['Item 2', 'Item 1'])
  expect(pill()).toBeNull()
})

test('a render that changes nothing the cards show does not measure them again', async () => {
  const { feed, show } = fakeFeed([product(2), product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  const measured = vi.mocked(HTMLElement.prototype.getBoundingClientRect)
  measured.mockClear()
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  expect(measured).not.toHaveBeenCalled()
  await act(() => show([product(3), product(2), product(1)]))
  expect(measured).toHaveBeenCalledTimes(3)
})

/**
 * Replaces ResizeObserver with one that reports only when told: the function returned reports
 * a change of size to every observer of this test's lists.
 */
function stubResizeObserver(): () => Promise<void> {
  const reports: ResizeObserverCallback[] = []
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        reports.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  return () =>
    act(() => {
      for (const callback of reports) callback([], {} as ResizeObserver)
    })
}

test('a report of the list’s size places the cards again only when its width changed', async () => {
  const report = stubResizeObserver()
  const { feed } = fakeFeed([product(2), product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  const measured = vi.mocked(HTMLElement.prototype.getBoundingClientRect)
  measured.mockClear()
  // The first report, as the list first shows: the width it was placed at.
  await report()
  expect(measured).not.toHaveBeenCalled()
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600)
  await report()
  expect(measured).toHaveBeenCalledTimes(2)
})

test('cards that came while the list was hidden are placed once it shows again', async () => {
  const report = stubResizeObserver()
  const { feed, show } = fakeFeed([product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(0)
  await act(() => show([product(2), product(1)]))
  const fresh = host.querySelector<HTMLElement>('.card')
  expect(fresh?.style.translate).toBe('')
  // Shown again at the width it had before.
  width.mockReturnValue(300)
  await report()
  expect(fresh?.style.translate).toBe('0px 0px')
  expect(host.querySelectorAll<HTMLElement>('.card')[1]?.style.translate).not.toBe('0px 0px')
})

test('in a box that scrolls, the list holds still once its top is past the box’s top', async () => {
  const box = document.createElement('div')
  box.style.overflowY = 'auto'
  box.dataset.top = '200'
  document.body.append(box)
  box.append(host)
  try {
    const { feed, show } = fakeFeed([product(1)])
    await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
    // Scrolled out of the box's top, though still below the viewport's.
    await topAt(150, false)
    await act(() => show([product(2), product(1)]))
    expect(titles()).toEqual(['Item 1'])
    expect(pill()?.textContent).toBe('1 new product')
    // The whole box below the fold: the list's top is not past the box's top.
    await topAt(1200)
    expect(titles()).toEqual(['Item 2', 'Item 1'])
  } finally {
    document.body.append(host)
    box.remove()
  }
})

test('starting reads the computed style of the list alone, not of the page around it', async () => {
  const read = vi.spyOn(window, 'getComputedStyle')
  const { feed } = fakeFeed([product(2), product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  expect(read).toHaveBeenCalled()
  const list = host.querySelector('.live-list')
  expect(read.mock.calls.every(([element]) => element === list)).toBe(true)
})

test('a card whose content changes is drawn anew; one matched again as it was keeps its element', async () => {
  const { feed, show } = fakeFeed([product(2), product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  const [top, second] = [...host.querySelectorAll('.card')]
  await act(() =>
    show([
      { ...product(2), time: '2026-05-01T09:05:00Z' },
      { ...product(1), match: 'exact', why: 'Said on air' },
    ]),
  )
  const [topAfter, secondAfter] = [...host.querySelectorAll('.card')]
  expect(topAfter).toBe(top)
  expect(secondAfter).not.toBe(second)
  expect(secondAfter?.textContent).toContain('Said on air')
  expect(secondAfter?.getAttribute('data-key')).toBe('1')
})

test('leaves out a card the viewer voted "Not for me", focus on the list, and takes it back', async () => {
  const { feed } = fakeFeed([product(3), product(2), product(1)])
  const Vote = () => <button type="button">Not for me</button>
  const render = (hidden: (item: Product) => boolean) =>
    act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={Vote} hidden={hidden} />))
  await render(() => false)
  const button = host.querySelectorAll<HTMLButtonElement>('.card button')[1]
  button?.focus()
  // Chromium blurs an element as it leaves the page; happy-dom does not, so the test does.
  button?.dispatchEvent(new FocusEvent('blur'))
  await render((item) => item.id === 2)
  expect(titles()).toEqual(['Item 3', 'Item 1'])
  expect(document.activeElement).toBe(host.querySelector('.live-list'))
  // The vote failed and was rolled back: the card comes back where it was.
  await render(() => false)
  expect(titles()).toEqual(['Item 3', 'Item 2', 'Item 1'])
})

test('a card’s link in focus holds the list still; the list itself in focus does not', async () => {
  const { feed, show } = fakeFeed([product(2), product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  const link = host.querySelectorAll<HTMLElement>('.card a[href]')[1]
  await act(() => link?.focus())
  await act(() => show([product(3), product(2), product(1)], [product(3)]))
  expect(titles()).toEqual(['Item 2', 'Item 1'])
  expect(pill()?.textContent).toBe('1 new product')
  // The pill brings the viewer up to what waits, and leaves focus on the list: it follows.
  await act(() => pill()?.click())
  expect(titles()).toEqual(['Item 3', 'Item 2', 'Item 1'])
  expect(host.ownerDocument.activeElement).toBe(host.querySelector('.live-list'))
  await act(() => show([product(4), product(3), product(2)], [product(4)]))
  expect(titles()).toEqual(['Item 4', 'Item 3', 'Item 2'])
})

test('a product voted down leaves a list that holds still at once', async () => {
  const { feed } = fakeFeed([product(3), product(2), product(1)])
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} />))
  await topAt(-400)
  const down = (voted: Product) => voted.id === 2
  await act(() => root.render(<LiveList feed={feed} onOpen={() => {}} Vote={null} hidden={down} />))
  expect(titles()).toEqual(['Item 3', 'Item 1'])
})
