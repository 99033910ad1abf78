import { type Declaration, type Rule, type Selector, transform } from 'lightningcss'
import { describe, expect, it } from 'vitest'
import { ARRIVED_CLASS } from '../live-store/live-motion'
import { WIDGET_CSS } from './styles'

/** What the compositor animates without the page's main thread (issue 17). */
const COMPOSITED = new Set(['opacity', 'transform', 'translate', 'scale', 'rotate'])

type StyleRule = { selectors: string[]; declarations: Declaration[]; reducedMotion: boolean }
type Sheet = { rules: StyleRule[]; keyframes: Map<string, Set<string>> }

const selectorText = (selector: Selector): string => JSON.stringify(selector)

/** The widget's stylesheet as lightningcss reads it: its style rules (with whether they sit in
 * a reduced-motion query) and the properties each @keyframes animates. */
function readSheet(css: string): Sheet {
  const sheet: Sheet = { rules: [], keyframes: new Map() }
  const walk = (rules: Rule[], reducedMotion: boolean): void => {
    for (const rule of rules) {
      if (rule.type === 'style') {
        sheet.rules.push({
          selectors: rule.value.selectors.map(selectorText),
          declarations: [
            ...(rule.value.declarations?.declarations ?? []),
            ...(rule.value.declarations?.importantDeclarations ?? []),
          ],
          reducedMotion,
        })
      } else if (rule.type === 'media') {
        const reduced = JSON.stringify(rule.value.query).includes('prefers-reduced-motion')
        walk(rule.value.rules, reducedMotion || reduced)
      } else if (rule.type === 'container') {
        walk(rule.value.rules, reducedMotion)
      } else if (rule.type === 'keyframes') {
        const properties = new Set<string>()
        for (const frame of rule.value.keyframes) {
          for (const declaration of frame.declarations.declarations ?? []) {
            properties.add(declaration.property)
          }
        }
        sheet.keyframes.set(rule.value.name.value, properties)
      }
    }
  }
  transform({
    filename: 'widget.css',
    code: Buffer.from(css),
    visitor: {
      StyleSheet(stylesheet) {
        // Read only: nothing returned, so lightningcss keeps the sheet as it is.
        walk(stylesheet.rules, false)
      },
    },
  })
  return sheet
}

type Animated = {
  selectors: string[]
  name: string
  /** How many times it plays: Infinity for `infinite`. */
  count: number
  rule: StyleRule
}

function animationsOf(sheet: Sheet): Animated[] {
  return sheet.rules.flatMap((rule) =>
    rule.declarations.flatMap((declaration) =>
      declaration.property === 'animation'
        ? declaration.value.flatMap((animation) =>
            animation.name.type === 'none'
              ? []
              : [
                  {
                    selectors: rule.selectors,
                    name: animation.name.value,
                    count:
                      animation.iterationCount.type === 'infinite'
                        ? Number.POSITIVE_INFINITY
                        : animation.iterationCount.value,
                    rule,
                  },
                ],
          )
        : [],
    ),
  )
}

function willChangeOf(rule: StyleRule): Set<string> {
  const named = new Set<string>()
  for (const declaration of rule.declarations) {
    // lightningcss does not parse will-change: it comes as a custom property's tokens.
    if (declaration.property === 'custom' && declaration.value.name === 'will-change') {
      for (const token of declaration.value.value) {
        if (token.type === 'token' && token.value.type === 'ident') named.add(token.value.value)
      }
    }
  }
  return named
}

function stoppedForReducedMotion(
  sheet: Sheet,
  selector: string,
  property: 'animation' | 'transition',
): boolean {
  return sheet.rules.some(
    (rule) =>
      rule.reducedMotion &&
      rule.selectors.includes(selector) &&
      rule.declarations.some(
        (declaration) =>
          (declaration.property === 'animation' &&
            property === 'animation' &&
            declaration.value.every((animation) => animation.name.type === 'none')) ||
          (declaration.property === 'transition' &&
            property === 'transition' &&
            declaration.value.every((transition) => transition.duration.value === 0)),
      ),
  )
}

describe('the widget stylesheet’s motion (issue 17: nothing for the host page’s main thread)', () => {
  const sheet = readSheet(WIDGET_CSS)
  const animations = animationsOf(sheet)

  it('reads the sheet (the checks below have something to check)', () => {
    expect(sheet.keyframes.size).toBeGreaterThan(0)
    expect(animations.length).toBeGreaterThan(0)
    expect(animations.some((animation) => animation.count === Number.POSITIVE_INFINITY)).toBe(true)
    expect(animations.some((animation) => animation.count > 1)).toBe(true)
  })

  it('runs no animation without end but a skeleton’s, while it loads', () => {
    // Each frame the compositor draws posts a task to the page's thread: an endless ring cost
    // the host page some 20 ms a second at 4x CPU while the feed sat idle.
    const loading = new Set(
      readSheet('.skeleton .card-img, .skeleton .line, .skeleton .avatar {}').rules.flatMap(
        (rule) => rule.selectors,
      ),
    )
    const endless = animations.filter((animation) => animation.count === Number.POSITIVE_INFINITY)
    for (const animation of endless) {
      for (const selector of animation.selectors) {
        expect(loading.has(selector), `${animation.name} on ${selector}`).toBe(true)
      }
    }
  })

  it('animates only what the compositor animates', () => {
    for (const [name, properties] of sheet.keyframes) {
      for (const property of properties) {
        expect(COMPOSITED.has(property), `@keyframes ${name} animates ${property}`).toBe(true)
      }
    }
    for (const rule of sheet.rules) {
      for (const declaration of rule.declarations) {
        if (declaration.property !== 'transition') continue
        for (const transition of declaration.value) {
          if (transition.duration.value === 0) continue
          expect(COMPOSITED.has(transition.property.property)).toBe(true)
        }
      }
    }
  })

  it('gives an animation that repeats more than opacity its layer up front (will-change)', () => {
    // Chromium ticked the live ring's scale on the main thread without it: style work some
    // 18 times a second in the host page's thread.
    for (const animation of animations.filter((candidate) => candidate.count > 1)) {
      const beyondOpacity = [...(sheet.keyframes.get(animation.name) ?? [])].filter(
        (property) => property !== 'opacity',
      )
      const promised = willChangeOf(animation.rule)
      for (const property of beyondOpacity) {
        expect(promised.has(property), `${animation.name} on ${animation.selectors}`).toBe(true)
      }
    }
  })

  it('stops every animation and transition when the viewer asks for reduced motion', () => {
    for (const animation of animations.filter((candidate) => !candidate.rule.reducedMotion)) {
      for (const selector of animation.selectors) {
        expect(stoppedForReducedMotion(sheet, selector, 'animation'), selector).toBe(true)
      }
    }
    for (const rule of sheet.rules.filter((candidate) => !candidate.reducedMotion)) {
      const moves = rule.declarations.some(
        (declaration) =>
          declaration.property === 'transition' &&
          declaration.value.some((transition) => transition.duration.value > 0),
      )
      if (!moves) continue
      for (const selector of rule.selectors) {
        expect(stoppedForReducedMotion(sheet, selector, 'transition'), selector).toBe(true)
      }
    }
  })

  it('lets only a Live card that arrived live come in with motion', () => {
    expect(WIDGET_CSS).toContain(`.live-list > .card:not(.${ARRIVED_CLASS}) { animation: none; }`)
  })

  it('fails an endless scale without will-change (the check can fail)', () => {
    const bad = readSheet(
      '.x { animation: r 1s infinite } @keyframes r { to { transform: scale(2) } }',
    )
    const [animation] = animationsOf(bad)
    if (!animation) throw new Error('the endless scale was not read')
    expect(animation.count).toBe(Number.POSITIVE_INFINITY)
    expect(willChangeOf(animation.rule).has('transform')).toBe(false)
  })
})
