import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import { handoffChallenge } from '../../shared/api/handoff'
import { BRIDGE_ERROR, type Bridge, type ParentMethods } from '../../shared/bridge'
import type { KeyValueStorage } from '../../shared/storage'
import { createAuth, FrameSignInError } from '../stores/auth'
import { fakeEnv, fakeServer } from '../testing'
import {
  frameAuth,
  HANDOFF_REFUSED_TEXT,
  NOTHING_KEPT_TEXT,
  PRESS_AGAIN_TEXT,
  type SubmitTop,
  signInThroughHost,
  submitTop,
  type VerifierStore,
  verifierStore,
} from './handoff'

const CODE = 'Abc_123-xyz_4567890'
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
const ana = { name: 'Ana Lima', email: 'ana@example.com', displayName: null }

/** A document.cookie as a browser keeps it: `name=value` pairs, Max-Age=0 deletes, attributes recorded. */
function cookieJar(options: { blocked?: boolean } = {}) {
  const values = new Map<string, string>()
  const written: string[] = []
  return {
    written,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      written.push(line)
      if (options.blocked) return
      const [pair = '', ...attributes] = line.split('; ')
      const [name = '', value = ''] = pair.split('=')
      if (attributes.includes('Max-Age=0')) values.delete(name)
      else values.set(name, value)
    },
  }
}

/** Storage that persists, or that the browser blocks (reads nothing, keeps nothing). */
function storage(persists: boolean): KeyValueStorage {
  const map = new Map<string, string>()
  return {
    persists: () => persists,
    get: (key) => (persists ? (map.get(key) ?? null) : null),
    set: (key, value) => void (persists && map.set(key, value)),
    remove: (key) => void map.delete(key),
  }
}

/** The embed page's auth store and a redeem endpoint that accepts CODE once, with VERIFIER. */
function setup(verifiers: VerifierStore = verifierStore(storage(true), cookieJar())) {
  const server = fakeServer()
  const env = fakeEnv({ url: 'https://stv.example/embed?channelId=wildtv' })
  const used = new Set<string>()
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url.endsWith('/auth_google/handoff/redeem')) {
      const { code, verifier } = JSON.parse(String(init.body)) as { code: string; verifier: string }
      if (code !== CODE || verifier !== VERIFIER || used.has(code)) {
        return new Response(
          JSON.stringify({ error: { code: 'invalid-request', message: 'refused' } }),
          { status: 400 },
        )
      }
      used.add(code)
      return new Response(JSON.stringify({ token: 'frame-token', user: ana }))
    }
    return server.fetch(url, init)
  })
  const client = createApiClient({ base: server.base, fetch, timers: env })
  const auth = createAuth({ env, client, apiBase: server.base, siteOrigin: 'https://stv.example' })
  const port = frameAuth({ auth, client, verifiers })
  return { env, auth, port, fetch, verifiers }
}

const redeemCalls = (fetch: ReturnType<typeof setup>['fetch']) =>
  fetch.mock.calls.filter(([url]) => url.endsWith('/handoff/redeem')).length

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('redeeming a handoff code in the frame', () => {
  test('a good code with the kept verifier becomes a session of the frame’s own, with its viewer, in one request', async () => {
    const { port, auth, env, fetch, verifiers } = setup()
    verifiers.keep(VERIFIER)
    await expect(port.redeemHandoff(CODE)).resolves.toEqual({ status: 'signed-in' })
    expect(auth.$auth.get()).toMatchObject({ status: 'signed-in', token: 'frame-token' })
    expect(env.stored.get('authToken')).toBe('frame-token')
    expect(port.state()).toEqual({ status: 'signed-in' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  test('a code this frame never asked for (no verifier kept) is refused without asking the server', async () => {
    const { port, auth, fetch } = setup()
    await expect(port.redeemHandoff(CODE)).rejects.toMatchObject({ code: BRIDGE_ERROR.failed })
    expect(auth.$auth.get()).toEqual({ status: 'signed-out', message: HANDOFF_REFUSED_TEXT })
    expect(redeemCalls(fetch)).toBe(0)
  })

  test('a forged or reused code is refused, and the sidebar says so; the verifier is spent either way', async () => {
    const { port, auth, verifiers } = setup()
    const refused = async (code: string) => {
      await expect(port.redeemHandoff(code)).rejects.toMatchObject({ code: BRIDGE_ERROR.failed })
      expect(auth.$auth.get()).toEqual({ status: 'signed-out', message: HANDOFF_REFUSED_TEXT })
    }
    verifiers.keep(VERIFIER)
    await refused('Forged_code_000000000')
    expect(verifiers.take()).toBeNull()
    verifiers.keep(VERIFIER)
    await port.redeemHandoff(CODE)
    auth.logout()
    verifiers.keep(VERIFIER)
    await refused(CODE)
  })

  test('a refused code does not sign out a viewer who is signed in already', async () => {
    const { port, auth, verifiers } = setup()
    verifiers.keep(VERIFIER)
    await port.redeemHandoff(CODE)
    verifiers.keep(VERIFIER)
    await expect(port.redeemHandoff(CODE)).rejects.toMatchObject({ code: BRIDGE_ERROR.failed })
    expect(auth.$auth.get().status).toBe('signed-in')
  })

  test('the state the parent learns carries neither token nor user', async () => {
    const { port, verifiers } = setup()
    verifiers.keep(VERIFIER)
    await port.redeemHandoff(CODE)
    expect(JSON.stringify(port.state())).not.toMatch(/token|Ana|example\.com/)
  })
})

describe('where the frame keeps its verifier', () => {
  test('in its storage when that persists, read once', () => {
    const jar = cookieJar()
    const store = verifierStore(storage(true), jar)
    expect(store.keep(VERIFIER)).toBe(true)
    expect(jar.cookie).toBe('')
    expect(store.take()).toBe(VERIFIER)
    expect(store.take()).toBeNull()
  })

  test('where storage is blocked, in a partitioned cookie on the embed path, read once', () => {
    const jar = cookieJar()
    const store = verifierStore(storage(false), jar)
    expect(store.keep(VERIFIER)).toBe(true)
    expect(jar.written[0]).toBe(
      `stv-handoff-verifier=${VERIFIER}; Max-Age=600; Path=/embed; SameSite=None; Secure; Partitioned`,
    )
    expect(store.take()).toBe(VERIFIER)
    expect(jar.cookie).toBe('')
    expect(store.take()).toBeNull()
  })

  test('where nothing outlives the page, keeping fails', () => {
    expect(verifierStore(storage(false), cookieJar({ blocked: true })).keep(VERIFIER)).toBe(false)
  })
})

describe('sign-in from the frame', () => {
  const parentWith = (context: unknown) => {
    const call = vi.fn(async (method: string, ..._args: unknown[]) =>
      method === 'getPageContext' ? context : undefined,
    )
    return { parent: { call } as unknown as Bridge<ParentMethods>, call }
  }
  /** The top-window form as a fake: what was submitted, and whether the browser allows it. */
  const topForm = (allowed = true) => {
    const submit = vi.fn<SubmitTop>(() => allowed)
    return { submit, sent: () => submit.mock.calls }
  }
  const START =
    'https://stv.example/api/auth_google/google?redirectUri=https%3A%2F%2Fstv.example%2Fapp%2Foauth2callback'

  test('submits the sign-in form to the top window itself: the host page as returnTo, the channel and the challenge of a verifier it keeps', async () => {
    const { parent, call } = parentWith({ url: 'https://partner.com/live?x=1', title: 'Live' })
    const verifiers = verifierStore(storage(false), cookieJar())
    const { submit, sent } = topForm()
    await signInThroughHost(parent, 'wildtv', verifiers, submit)(START)
    // The host page is asked for its address only; it moves nothing itself.
    expect(call.mock.calls.map(([method]) => method)).toEqual(['getPageContext'])
    const kept = verifiers.take() ?? ''
    expect(sent()).toEqual([
      [
        'https://stv.example/api/auth_google/google',
        {
          redirectUri: 'https://stv.example/app/oauth2callback',
          returnTo: 'https://partner.com/live?x=1',
          channelId: 'wildtv',
          handoffChallenge: await handoffChallenge(kept),
        },
      ],
    ])
    // The verifier itself never leaves the frame.
    expect(JSON.stringify(sent())).not.toContain(kept)
  })

  test('a page context that is not one is refused before any form', async () => {
    const { parent, call } = parentWith({ url: 'javascript:alert(1)', title: 'x' })
    const verifiers = verifierStore(storage(true), cookieJar())
    const { submit } = topForm()
    await expect(
      signInThroughHost(parent, 'wildtv', verifiers, submit)(START),
    ).rejects.toMatchObject({ code: BRIDGE_ERROR.invalidArgument })
    expect(call).toHaveBeenCalledTimes(1)
    expect(submit).not.toHaveBeenCalled()
  })

  test('where the frame can keep nothing, sign-in does not start (it could never finish) and says why', async () => {
    const { parent } = parentWith({ url: 'https://partner.com/live', title: 'Live' })
    const verifiers = verifierStore(storage(false), cookieJar({ blocked: true }))
    const { submit } = topForm()
    await expect(signInThroughHost(parent, 'wildtv', verifiers, submit)(START)).rejects.toEqual(
      new FrameSignInError(NOTHING_KEPT_TEXT),
    )
    expect(submit).not.toHaveBeenCalled()
  })

  test('when the browser no longer counts the press, it asks for another and keeps no verifier', async () => {
    const { parent } = parentWith({ url: 'https://partner.com/live', title: 'Live' })
    const verifiers = verifierStore(storage(true), cookieJar())
    await expect(
      signInThroughHost(parent, 'wildtv', verifiers, topForm(false).submit)(START),
    ).rejects.toEqual(new FrameSignInError(PRESS_AGAIN_TEXT))
    expect(verifiers.take()).toBeNull()
  })
})

describe('the top-window form', () => {
  test('posts every field as a hidden input to the top window and leaves nothing behind', () => {
    const submitted: { action: string; target: string; method: string; fields: unknown }[] = []
    const form = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push({
        action: this.action,
        target: this.target,
        method: this.method.toLowerCase(),
        fields: Object.fromEntries(new FormData(this)),
      })
    })
    try {
      const ok = submitTop(document, { isActive: true })(
        'https://stv.example/api/auth_google/google',
        {
          returnTo: 'https://partner.com/"><script>',
          channelId: 'wildtv',
        },
      )
      expect(ok).toBe(true)
      expect(submitted).toEqual([
        {
          action: 'https://stv.example/api/auth_google/google',
          target: '_top',
          method: 'post',
          fields: { returnTo: 'https://partner.com/"><script>', channelId: 'wildtv' },
        },
      ])
      expect(document.querySelector('form')).toBeNull()
      expect(submitTop(document, { isActive: false })('https://stv.example/x', {})).toBe(false)
      expect(submitted).toHaveLength(1)
    } finally {
      form.mockRestore()
    }
  })
})
