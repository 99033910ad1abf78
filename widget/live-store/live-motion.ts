import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { layoutSlots } from './slots'

/**
 * The class of a Live card that arrived live: only such a card comes in with motion (issue
 * 17). Written out in ui/styles.ts (an interpolated sheet would not be minified);
 * ui/styles.test.ts checks that they agree.
 */
export const ARRIVED_CLASS = 'arrived'

/**
 * The nearest box that scrolls the element, through shadow roots; null for the viewport. The
 * page's `<html>` and `<body>` are the viewport: an `overflow-x: hidden` there (common) makes
 * their computed overflow-y `auto`, though the viewport is what scrolls.
 */
export function scrollerOf(element: Element): Element | null {
  const page = element.ownerDocument
  for (let node: Element | null = element; node; ) {
    const root = node.getRootNode()
    node = node.parentElement ?? (root instanceof ShadowRoot ? root.host : null)
    if (!node || node === page.body || node === page.documentElement) return null
    if (/auto|scroll|overlay/.test(getComputedStyle(node).overflowY)) return node
  }
  return null
}

/**
 * Whether an entry out of sight is out past the top of what the viewer sees: the top of the
 * box that scrolls it, or the viewport's (in a cross-origin frame, with no root bounds, the
 * frame's own top, 0).
 */
function abovePast(entry: IntersectionObserverEntry): boolean {
  const scroller = scrollerOf(entry.target)
  const edge = scroller ? scroller.getBoundingClientRect().top : (entry.rootBounds?.top ?? 0)
  return entry.boundingClientRect.top < edge
}

/**
 * How the Live list moves without moving what the viewer reads (issue 17). After a render
 * that changed what it shows (`changes`, below), before the browser paints, the cards of
 * `list` are placed by `translate` and the list given their height, so a card arriving on
 * top moves the others without a layout shift: the list's `--cols` (set by its container
 * queries) says how many go to a row, its `row-gap` the gap. A card's first place is taken
 * at once; after that the stylesheet's transition slides it (none under reduced motion), when
 * a card that arrived live (`ARRIVED_CLASS`) or none at all came in; cards from the pool move
 * the others at once.
 *
 * `top`, an empty box just above the list, tells when the list's width changes (the cards
 * are placed again) and whether the viewer has scrolled the list's top up past the top of
 * what they see, in the box that scrolls it: the first value returned; false for a list
 * below the fold. (Every browser that runs the widget's ES2022 has ResizeObserver and
 * IntersectionObserver.) The second, `release`, says the viewer is being brought up to the
 * top (until the browser next sees the list's top move), and draws the list again, so
 * whatever else held it (a card's link in focus) lets go too. `changes` are what the cards depend
 * on (the feed's state, the vote control): the cards are placed again after a render only
 * when one of them, or whether the list holds still, has changed.
 */
export function useLiveMotion(
  list: RefObject<HTMLElement | null>,
  top: RefObject<Element | null>,
  changes: readonly unknown[],
): [boolean, () => void] {
  const placed = useRef(new WeakSet<Element>())
  // The list's width when its cards were last placed: the first report of `top`'s size, in the
  // frame the list first shows, only repeats it (issue 17: no second pass over the cards).
  const placedWidth = useRef<number>()
  const [past, setPast] = useState(false)
  /** Places the cards; `onResize`, only if the list's width is not the one they have. */
  const place = (onResize?: boolean): void => {
    const element = list.current
    const width = element?.clientWidth
    if (onResize && width === placedWidth.current) return
    // A hidden list (another tab open) keeps its cards' places for when it shows again; the
    // cards that came meanwhile are placed then.
    placedWidth.current = width
    if (!element || !width) return
    const cards = [...element.children] as HTMLElement[]
    const style = getComputedStyle(element)
    const layout = layoutSlots(
      cards.map((card) => card.getBoundingClientRect().height),
      Number.parseInt(style.getPropertyValue('--cols'), 10) || 1,
      width,
      Number.parseFloat(style.rowGap) || 0,
    )
    element.style.height = `${layout.height}px`
    // Cards already placed slide to their new places, unless every card new here came from
    // the pool (the first screen filling in): then they take them at once.
    const fresh = cards.filter((card) => !placed.current.has(card))
    const slide = fresh.length === 0 || fresh.some((card) => card.classList.contains(ARRIVED_CLASS))
    cards.forEach((card, index) => {
      const slot = layout.slots[index]
      card.style.transition = slide && placed.current.has(card) ? '' : 'none'
      card.style.translate = `${slot?.x}px ${slot?.y}px`
      placed.current.add(card)
    })
  }
  const latest = useRef(place)
  latest.current = place
  // Only when what the list shows may have changed: placing measures the cards, which makes
  // the browser lay the page out there and then (the host page's thread, in a frame).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` are the caller's
  useLayoutEffect(place, [...changes, past])
  useEffect(() => {
    const mark = top.current
    if (!mark) return
    // Reported after layout: the width is read without making the browser lay out again.
    const resized = new ResizeObserver(() => latest.current(true))
    resized.observe(mark)
    // Seen against the viewport, which ancestors that scroll clip into: the box that scrolls
    // the list is looked up only once its top is out of sight. Looking it up at the start
    // reads the computed style of every ancestor, which makes the page's style up to date
    // there and then, while the host page is still busy loading (issue 17).
    const seen = new IntersectionObserver((entries) => {
      for (const entry of entries) setPast(!entry.isIntersecting && abovePast(entry))
    })
    seen.observe(mark)
    return () => {
      resized.disconnect()
      seen.disconnect()
    }
  }, [top])
  const [, setDrawn] = useState(0)
  return [
    past,
    () => {
      setPast(false)
      setDrawn((count) => count + 1)
    },
  ]
}
