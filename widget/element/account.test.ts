import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { AUTH_EVENTS } from '../../shared/auth-keys'
import { CONSENT_STORAGE_KEY, OPEN_CONSENT_EVENT, RESET_CONSENT_EVENT } from '../../shared/consent'
import { SOCIAL_LINKS, SUPPORT_EMAIL } from '../../shared/support'
import { SESSION_NOT_KEPT_TEXT } from '../rewards/SignedIn'
import { fakeEnv, fakeServer, newestFirst } from '../testing'
import { mount as mountElement, shadow, tick } from '../testing/element'
import { defineShoppableTv } from './define'
import { WIDGET_EVENTS } from './events'

// The page and the widget script share one origin, as on the product's own site.
const server = fakeServer()
const env = fakeEnv({ fetch: server.fetch, url: 'https://stv.example/demo/wildtv' })
defineShoppableTv({ env, scriptUrl: 'https://stv.example/widget/0.0.9/shoppable-tv.js' })

const ana = { name: 'Ana Lima', email: 'ana.lima@example.com', displayName: 'Ana' }

/** Mounts the element and lets the account sidebar's lazy chunk arrive. */
async function mount(attributes: Record<string, string>): Promise<HTMLElement> {
  const element = await mountElement(attributes)
  await act(() => vi.dynamicImportSettled())
  return element
}

const root = shadow
const aside = (element: HTMLElement) => root(element).querySelector('aside')
function button(element: HTMLElement, name: string): HTMLButtonElement {
  const found = [...root(element).querySelectorAll('button')].find(
    (candidate) => candidate.textContent === name,
  )
  if (!found) throw new Error(`no button ${name}`)
  return found
}
const link = (element: HTMLElement, name: string) =>
  [...root(element).querySelectorAll('a')].find((candidate) => candidate.textContent === name)

async function signedInWidget(attributes: Record<string, string> = { 'channel-id': 'wildtv' }) {
  server.sessions.set('tok', ana)
  env.stored.set('authToken', 'tok')
  const element = await mount(attributes)
  await signedInView()
  return element
}

/** The session, then the rewards chunk that carries the signed-in sidebar. */
async function signedInView() {
  await tick(0)
  await act(() => vi.dynamicImportSettled())
  await tick(0)
}

beforeEach(() => {
  vi.useFakeTimers()
  server.live = newestFirst(1, 3)
  server.calls = []
  server.failNext = []
  server.sessions.clear()
  env.stored.clear()
  env.emitted.length = 0
  env.navigations.length = 0
  env.setUrl('https://stv.example/demo/wildtv')
})
afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('views', () => {
  test('full shows the account bar above the store; store shows the store alone', async () => {
    const full = await mount({ 'channel-id': 'wildtv' })
    const store = await mount({ 'channel-id': 'wildtv', view: 'store' })
    await tick(0)
    const bar = root(full).querySelector('.acct-bar')
    expect(bar?.nextElementSibling?.querySelector('.store')).not.toBeNull()
    expect(bar?.textContent).toBe('Sign in')
    // The sidebar waits in its sheet until the bar opens it.
    expect(aside(full)).toBeNull()
    expect(root(store).querySelector('.store')).not.toBeNull()
    expect(root(store).querySelector('.acct-bar')).toBeNull()
    expect(aside(store)).toBeNull()
  })

  test('the bar opens the sidebar in a modal sheet; closing it gives focus back to the bar', async () => {
    const full = await mount({ 'channel-id': 'wildtv' })
    await tick(0)
    const open = button(full, 'Sign in')
    open.click()
    await act(() => vi.dynamicImportSettled())
    await tick(0)
    const dialog = root(full).querySelector('dialog')
    expect(dialog?.open).toBe(true)
    expect(dialog?.getAttribute('aria-label')).toBe('Account')
    expect(open.getAttribute('aria-expanded')).toBe('true')
    expect(dialog?.querySelector('aside')?.textContent).toContain('Sign in with Google')
    const close = dialog?.querySelector<HTMLButtonElement>('button[aria-label="Close"]')
    await act(() => close?.click())
    await tick(0)
    expect(root(full).querySelector('dialog')).toBeNull()
    expect(open.getAttribute('aria-expanded')).toBe('false')
    expect(root(full).activeElement).toBe(open)
  })

  test('signed in, the bar shows the avatar and the points balance', async () => {
    const full = await signedInWidget()
    const bar = root(full).querySelector('.acct-bar')
    expect(bar?.querySelector('.avatar')?.textContent).toBe('AL')
    expect(bar?.querySelector('[data-testid="account-points"]')?.textContent).toBe('0')
    expect(bar?.textContent).toContain('Account')
  })

  test('account shows the sidebar alone and asks for no products', async () => {
    const element = await mount({ view: 'account' })
    await tick(0)
    expect(aside(element)).not.toBeNull()
    expect(root(element).querySelector('.store')).toBeNull()
    expect(root(element).textContent).not.toContain('add channel-id')
    expect(server.callsTo('/product_search')).toHaveLength(0)
  })
})

describe('signed out', () => {
  test('a welcome, Sign in with Google, the check-in invitation and the Support list', async () => {
    const element = await mount({ view: 'account' })
    await tick(0)
    const text = aside(element)?.textContent ?? ''
    expect(text).toContain('Welcome')
    expect(button(element, 'Sign in with Google')).toBeDefined()
    expect(text).toContain('Please sign in to earn daily rewards!')
    for (const item of ['See FAQs', 'Terms', 'Privacy']) expect(link(element, item)).toBeDefined()
    expect(button(element, 'Cookie Settings')).toBeDefined()
    expect(button(element, 'Reset Cookie Preferences')).toBeDefined()
    expect(text).not.toContain('Sign Out')
  })

  test('Sign in with Google remembers the page and navigates to the provider, naming the channel shown', async () => {
    env.setUrl('https://stv.example/demo/wildtv?ref=qr')
    await mount({ 'channel-id': 'wildtv', view: 'store' })
    const element = await mount({ view: 'account' })
    await tick(0)
    button(element, 'Sign in with Google').click()
    expect(env.stored.get('authRedirectPath')).toBe('/demo/wildtv?ref=qr')
    expect(env.navigations).toEqual([
      'https://stv.example/api/auth_google/google?redirectUri=https%3A%2F%2Fstv.example%2Fapp%2Foauth2callback&channelId=wildtv',
    ])
  })

  test('a session found invalid says so (spec §8)', async () => {
    env.stored.set('authToken', 'stale')
    const element = await mount({ view: 'account' })
    await tick(0)
    const alert = aside(element)?.querySelector('[role="alert"]')
    expect(alert?.textContent).toBe('Session invalid. Please log in again.')
  })
})

describe('signed in', () => {
  test('is loading while the details load, then shows avatar, name and e-mail handle', async () => {
    server.sessions.set('tok', ana)
    env.stored.set('authToken', 'tok')
    // Before the sidebar's chunk and the details: the sidebar's frame, busy.
    const element = await mountElement({ view: 'account' })
    expect(root(element).querySelector('.account')?.getAttribute('aria-busy')).toBe('true')
    await signedInView()
    expect(aside(element)?.getAttribute('aria-busy')).toBe('false')
    expect(root(element).querySelector('[data-testid="account-name"]')?.textContent).toBe(
      'Ana Lima',
    )
    expect(root(element).querySelector('.avatar')?.textContent).toBe('AL')
    expect(aside(element)?.textContent).toContain('@ana.lima')
    // Drawn here: no picture is fetched for the avatar.
    expect(root(element).querySelector('aside img')).toBeNull()
  })

  test('says the sign-in lasts only until a reload where the browser keeps nothing for the widget', async () => {
    const kept = await signedInWidget({ view: 'account' })
    expect(root(kept).querySelector('[data-testid="session-not-kept"]')).toBeNull()
    document.body.innerHTML = ''
    const persists = vi.spyOn(env.storage, 'persists').mockReturnValue(false)
    try {
      const lost = await signedInWidget({ view: 'account' })
      expect(root(lost).querySelector('[data-testid="session-not-kept"]')?.textContent).toBe(
        SESSION_NOT_KEPT_TEXT,
      )
    } finally {
      persists.mockRestore()
    }
  })

  test('placeholder rows, Support, Contact us with the social links, Sign Out', async () => {
    const element = await signedInWidget({ view: 'account' })
    const text = aside(element)?.textContent ?? ''
    for (const row of [
      'Orders & returns',
      'Details & password',
      'Refer a friend',
      'My location',
      'United States',
      'Women / Men',
      'Support',
      'Contact us',
    ]) {
      expect(text).toContain(row)
    }
    expect(link(element, SUPPORT_EMAIL)?.getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`)
    const social = [...root(element).querySelectorAll<HTMLAnchorElement>('.social a')]
    expect(social.map((anchor) => anchor.href)).toEqual(SOCIAL_LINKS.map(({ href }) => href))
    expect(social.map((anchor) => anchor.querySelector('.vh')?.textContent)).toEqual(
      SOCIAL_LINKS.map(({ network }) => network),
    )
    expect(button(element, 'Sign Out').disabled).toBe(false)
  })

  test('renders the name as text, never as markup', async () => {
    server.sessions.set('tok-markup', { ...ana, name: '<img src=x onerror=alert(1)>' })
    env.stored.set('authToken', 'tok-markup')
    const element = await mount({ view: 'account' })
    await tick(0)
    const name = root(element).querySelector('[data-testid="account-name"]')
    expect(name?.textContent).toBe('<img src=x onerror=alert(1)>')
    expect(root(element).querySelector('aside img')).toBeNull()
  })

  test('Sign Out revokes the session and returns the sidebar to signed out', async () => {
    const element = await signedInWidget({ view: 'account' })
    button(element, 'Sign Out').click()
    await tick(0)
    expect(server.callsTo('/auth_google/logout')).toHaveLength(1)
    expect(server.sessions.size).toBe(0)
    expect(env.stored.has('authToken')).toBe(false)
    expect(button(element, 'Sign in with Google')).toBeDefined()
    expect(env.emitted.map((event) => event.name)).toContain(AUTH_EVENTS.logoutCompleted)
    expect(env.navigations).toEqual([])
  })

  test('Sign Out with focus on it hands focus to Sign in with Google', async () => {
    const element = await signedInWidget({ view: 'account' })
    const signOut = button(element, 'Sign Out')
    signOut.focus()
    signOut.click()
    await tick(0)
    expect(root(element).activeElement).toBe(button(element, 'Sign in with Google'))
  })

  test('a sign-out leaves focus alone when the viewer moved it out of the sidebar', async () => {
    const element = await signedInWidget({ view: 'account' })
    const search = document.createElement('input')
    document.body.append(search)
    button(element, 'Sign Out').focus()
    search.focus()
    button(element, 'Sign Out').click()
    await tick(0)
    expect(button(element, 'Sign in with Google')).toBeDefined()
    expect(document.activeElement).toBe(search)
  })
})

describe('host page events', () => {
  test('signed-in and signed-out bubble out of the element, without the token', async () => {
    const seen: CustomEvent[] = []
    const record = (event: Event) => seen.push(event as CustomEvent)
    document.addEventListener(WIDGET_EVENTS.signedIn, record)
    document.addEventListener(WIDGET_EVENTS.signedOut, record)
    const element = await signedInWidget({ view: 'account' })
    button(element, 'Sign Out').click()
    await tick(0)
    document.removeEventListener(WIDGET_EVENTS.signedIn, record)
    document.removeEventListener(WIDGET_EVENTS.signedOut, record)
    expect(seen.map((event) => event.type)).toEqual([
      WIDGET_EVENTS.signedIn,
      WIDGET_EVENTS.signedOut,
    ])
    expect(seen[0]?.target).toBe(element)
    expect(seen[0]?.composed).toBe(true)
    expect(seen[0]?.detail).toEqual({
      user: { name: 'Ana Lima', email: 'ana.lima@example.com', avatarSeed: 'Ana%20Lima' },
    })
    expect(JSON.stringify(seen[0]?.detail)).not.toContain('tok')
  })

  test('two elements share one session: one details load, both signed in', async () => {
    server.sessions.set('tok', ana)
    env.stored.set('authToken', 'tok')
    const first = await mount({ view: 'account' })
    const second = await mount({ view: 'account' })
    await tick(0)
    expect(server.callsTo('/auth_google/details')).toHaveLength(1)
    for (const element of [first, second]) {
      expect(root(element).querySelector('[data-testid="account-name"]')?.textContent).toBe(
        'Ana Lima',
      )
    }
    // An outside logout reaches both.
    await act(() => env.fire(AUTH_EVENTS.externalLogout))
    expect(button(first, 'Sign in with Google')).toBeDefined()
    expect(button(second, 'Sign in with Google')).toBeDefined()
  })
})

describe('support', () => {
  test('See FAQs, Terms and Privacy open the widget’s own site', async () => {
    const element = await mount({ view: 'account' })
    await tick(0)
    expect(link(element, 'See FAQs')?.href).toBe('https://stv.example/home#faq')
    expect(link(element, 'Terms')?.href).toBe('https://stv.example/terms')
    expect(link(element, 'Privacy')?.href).toBe('https://stv.example/privacy')
  })

  test('where the page has no consent banner (a broadcaster’s page, our frame there), both open the cookie page', async () => {
    for (const url of [
      'https://stv.example/embed?channelId=wildtv&parentOrigin=https%3A%2F%2Fbroadcaster.example',
      'https://broadcaster.example/live',
    ]) {
      document.body.innerHTML = ''
      env.setUrl(url)
      const element = await mount({ view: 'account' })
      await tick(0)
      for (const name of ['Cookie Settings', 'Reset Cookie Preferences']) {
        const entry = link(element, name)
        expect(entry?.href).toBe('https://stv.example/cookies')
        expect(entry?.target).toBe('_blank')
      }
      expect([...root(element).querySelectorAll('button')].map((b) => b.textContent)).not.toContain(
        'Cookie Settings',
      )
    }
  })

  test('Cookie Settings reopens the consent banner; Reset forgets the decision first', async () => {
    env.stored.set(CONSENT_STORAGE_KEY, '{"analytics":true}')
    const element = await mount({ view: 'account' })
    await tick(0)
    // Only the consent events: the page-wide env is shared by every test of this file, and a
    // late auth event of an earlier test must not decide this one.
    const consentEvents = () =>
      env.emitted
        .map((event) => event.name)
        .filter((name) => name === OPEN_CONSENT_EVENT || name === RESET_CONSENT_EVENT)
    button(element, 'Cookie Settings').click()
    expect(consentEvents()).toEqual([OPEN_CONSENT_EVENT])
    expect(env.stored.has(CONSENT_STORAGE_KEY)).toBe(true)
    button(element, 'Reset Cookie Preferences').click()
    expect(consentEvents()).toEqual([OPEN_CONSENT_EVENT, RESET_CONSENT_EVENT])
    expect(env.stored.has(CONSENT_STORAGE_KEY)).toBe(false)
  })
})
