import { describe, expect, test } from 'vitest'
import { AUTH_TOKEN_KEY } from '../auth-keys'
import { WIDGET_TAG } from '../constants'
import {
  ACCOUNT_LOADING_LABEL,
  DRAWN_PICTURE_WAIT_MS,
  startAfterDrawnPicture,
} from './start-widget'

type FakePicture = { complete: boolean; onload: unknown; onerror: unknown }
type FakeButton = { style: { visibility: string }; children: { textContent: string }[] }

/** A page whose `<shoppable-tv>` holds a drawn screen with `picture` and an account button. */
function page(picture: FakePicture | null, withAccount = true) {
  const account: FakeButton = { style: { visibility: '' }, children: [] }
  const parts: Record<string, unknown> = {
    '.card-img': picture,
    '.acct-open': withAccount ? account : null,
  }
  const root = { querySelector: (selector: string) => parts[selector] ?? null }
  const doc = {
    querySelector: (selector: string) => (selector === WIDGET_TAG ? { shadowRoot: root } : null),
    createElement: () => ({ textContent: '' }),
  }
  Object.assign(account, {
    replaceChildren: (...children: { textContent: string }[]) => {
      account.children = children
    },
  })
  return { doc: doc as unknown as Document, account }
}

function run(picture: FakePicture | null, stored: Record<string, string> = {}, failing = false) {
  const { doc, account } = page(picture)
  const calls = { start: 0, later: [] as number[], read: [] as string[] }
  const storage = () => {
    if (failing) throw new Error('blocked')
    return {
      getItem: (key: string) => {
        calls.read.push(key)
        return stored[key] ?? null
      },
    }
  }
  startAfterDrawnPicture(
    doc,
    storage,
    () => calls.start++,
    (_run, ms) => calls.later.push(ms),
  )
  return { calls, account }
}

describe('startAfterDrawnPicture', () => {
  test('waits for a drawn picture still loading, at most DRAWN_PICTURE_WAIT_MS', () => {
    const picture: FakePicture = { complete: false, onload: null, onerror: null }
    const { calls } = run(picture)
    expect(calls.start).toBe(0)
    expect(calls.later).toEqual([DRAWN_PICTURE_WAIT_MS])
    expect(picture.onload).toBe(picture.onerror)
    ;(picture.onload as () => void)()
    expect(calls.start).toBe(1)
  })

  test('starts at once when the picture is in or nothing was drawn', () => {
    expect(run({ complete: true, onload: null, onerror: null }).calls.start).toBe(1)
    expect(run(null).calls.start).toBe(1)
  })

  test('a stored session makes the account button say what the module says while it loads, then shows it', () => {
    const { calls, account } = run(null, { [AUTH_TOKEN_KEY]: 'token' })
    expect(calls.read).toEqual([AUTH_TOKEN_KEY])
    expect(account.children.map((child) => child.textContent)).toEqual([ACCOUNT_LOADING_LABEL])
    expect(account.style.visibility).toBe('inherit')
  })

  test('without a stored session, or with storage that cannot be read, the drawn “Sign in” stays', () => {
    for (const result of [run(null), run(null, {}, true)]) {
      expect(result.account.children).toEqual([])
      expect(result.account.style.visibility).toBe('inherit')
    }
  })
})
