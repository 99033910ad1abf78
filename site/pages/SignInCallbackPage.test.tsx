import { act, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { ApiResult } from '../../shared/api/client'
import { apiError } from '../../shared/api/errors'
import type { UserDetails } from '../../shared/api/types'
import { completeSignIn, SignInCallback, type SignInCallbackDeps } from './SignInCallbackPage'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

const ana: UserDetails = { name: 'Ana Lima', email: 'ana@example.com' }

/** Browser stand-ins that record what the callback did. */
function fakes(
  url: string,
  answer: ApiResult<UserDetails> = { ok: true, data: ana },
  handedOver: string | null = null,
) {
  const stored = new Map<string, string>()
  let handover = handedOver
  const seen = { replaced: [] as string[], left: [] as string[], tokens: [] as string[] }
  const deps: SignInCallbackDeps = {
    url,
    takeHandedOver() {
      const token = handover
      handover = null
      return token
    },
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    replaceUrl: (next) => void seen.replaced.push(next),
    leave: (path) => void seen.left.push(path),
    client: {
      async userDetails(token) {
        seen.tokens.push(token)
        // The token is stored before the details are asked for.
        expect(stored.get('authToken')).toBe(token)
        return answer
      },
    },
  }
  return { deps, stored, seen }
}

const callback = 'https://stv.example/app/oauth2callback?credential=tok-1'

describe('finishing a sign-in', () => {
  test('takes the token the early script handed over when the address no longer has it', async () => {
    const { deps, stored, seen } = fakes(
      'https://stv.example/app/oauth2callback',
      undefined,
      'tok-9',
    )
    expect(await completeSignIn(deps)).toBeNull()
    expect(stored.get('authToken')).toBe('tok-9')
    expect(seen.tokens).toEqual(['tok-9'])
    expect(deps.takeHandedOver()).toBeNull()
  })

  test('stores the token, strips the query, loads the user and returns where sign-in began', async () => {
    const { deps, stored, seen } = fakes(callback)
    stored.set('authRedirectPath', '/demo/wildtv?ref=qr')
    expect(await completeSignIn(deps)).toBeNull()
    expect(seen.replaced).toEqual(['/app/oauth2callback'])
    expect(seen.tokens).toEqual(['tok-1'])
    expect(stored.get('authToken')).toBe('tok-1')
    expect(stored.has('authRedirectPath')).toBe(false)
    expect(seen.left).toEqual(['/demo/wildtv?ref=qr'])
  })

  test('goes to /app without a stored path', async () => {
    const { deps, seen } = fakes('https://stv.example/oauth2callback?credential=tok-1')
    await completeSignIn(deps)
    expect(seen.replaced).toEqual(['/oauth2callback'])
    expect(seen.left).toEqual(['/app'])
  })

  test('a stored path off the allow-list goes to /app without its query', async () => {
    for (const hostile of [
      '//evil.example/app',
      '/\\evil.example',
      'https://evil.example/',
      '/admin?x=1',
      '/app/../admin',
    ]) {
      const { deps, stored, seen } = fakes(callback)
      stored.set('authRedirectPath', hostile)
      await completeSignIn(deps)
      expect(seen.left).toEqual(['/app'])
    }
  })

  test('a 401 says the session is invalid and forgets the token', async () => {
    const { deps, stored, seen } = fakes(callback, {
      ok: false,
      error: apiError('unauthorized', 401),
    })
    stored.set('authRedirectPath', '/demo/wildtv')
    expect(await completeSignIn(deps)).toBe('Session invalid. Please log in again.')
    expect(stored.has('authToken')).toBe(false)
    expect(seen.left).toEqual([])
    expect(seen.replaced).toEqual(['/app/oauth2callback'])
  })

  test('another failure names its status', async () => {
    const { deps, stored } = fakes(callback, { ok: false, error: apiError('server', 502) })
    expect(await completeSignIn(deps)).toBe('Failed to fetch user details (Status: 502)')
    expect(stored.has('authToken')).toBe(false)
  })

  test('without a credential there is nothing to sign in with', async () => {
    const { deps, stored, seen } = fakes('https://stv.example/app/oauth2callback?x=1')
    stored.set('authToken', 'earlier')
    expect(await completeSignIn(deps)).toBe('Please sign in with OAuth first')
    expect(seen.tokens).toEqual([])
    expect(seen.replaced).toEqual(['/app/oauth2callback'])
    // A session from before is left alone.
    expect(stored.get('authToken')).toBe('earlier')
  })
})

describe('the page', () => {
  let root: Root | undefined
  const container = document.createElement('div')
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
  })

  async function show(deps: SignInCallbackDeps) {
    root = createRoot(container)
    await act(async () => {
      root?.render(
        <StrictMode>
          <MemoryRouter>
            <SignInCallback deps={() => deps} />
          </MemoryRouter>
        </StrictMode>,
      )
    })
  }

  test('says Signing In... while it works, and leaves once', async () => {
    const { deps, seen } = fakes(callback)
    await show(deps)
    expect(container.querySelector('h1')?.textContent).toBe('Signing In...')
    // StrictMode runs effects twice in development; the token is used once.
    expect(seen.tokens).toEqual(['tok-1'])
    expect(seen.left).toEqual(['/app'])
  })

  test('a failure shows the message and a link back to the store', async () => {
    const { deps } = fakes(callback, { ok: false, error: apiError('unauthorized', 401) })
    await show(deps)
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Session invalid. Please log in again.',
    )
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/app')
  })
})

describe('a sign-in begun in a frame of our own page (spec §4)', () => {
  const fromFrame = (parent: string, inFrame: boolean) => {
    const made = fakes(callback)
    made.stored.set('authRedirectPath', '/app?channelId=intravel-eu')
    made.stored.set('authFromIframe', 'true')
    made.stored.set('authParentUrl', parent)
    made.deps.inFrame = inFrame
    return made
  }

  test('the top window returns to the parent page, and the flags are cleared', async () => {
    const { deps, stored, seen } = fromFrame('https://stv.example/intravel-livestore?x=1', false)
    expect(await completeSignIn(deps)).toBeNull()
    expect(seen.left).toEqual(['/intravel-livestore?x=1'])
    expect(stored.has('authFromIframe')).toBe(false)
    expect(stored.has('authParentUrl')).toBe(false)
  })

  test('inside the frame, the app frame reloads at the path sign-in began on', async () => {
    const { deps, seen } = fromFrame('https://stv.example/intravel-livestore', true)
    await completeSignIn(deps)
    expect(seen.left).toEqual(['/app?channelId=intravel-eu'])
  })

  test('a parent URL on another origin, or one a browser would read as one, is never followed', async () => {
    for (const parent of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      'https://stv.example//evil.example/x',
      'https://stv.example/\\evil.example',
      'https://stv.example/%2F%2Fevil.example',
      'https://stv.example/sandbox',
    ]) {
      const { deps, seen } = fromFrame(parent, false)
      await completeSignIn(deps)
      expect(seen.left, parent).toEqual(['/app?channelId=intravel-eu'])
    }
  })
})
