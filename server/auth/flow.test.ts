// The whole sign-in against the development identity provider, over real HTTP: the app and
// the provider on one loopback port, redirects followed by hand, the form posted.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { handoffChallenge, newHandoffVerifier } from '../../shared/api/handoff'
import {
  CREDENTIAL_PARAM,
  HANDOFF_CHALLENGE_PARAM,
  HANDOFF_FRAGMENT_KEY,
} from '../../shared/api/paths'
import { escapeHtml } from '../../shared/html'
import { handoffCodes, sessions, signInAttempts, users } from '../db/schema'
import { readInsights } from '../insights'
import { bearer, type TestServer, testServer } from '../testing'
import { FRAME_ONLY, NOT_ALLOWED_RETURN, OTHER_BROWSER } from './sign-in-flow'
import { locationOf, TestBrowser } from './test-browser'

let s: TestServer
beforeAll(async () => {
  s = await testServer({ now: '2026-05-01T10:00:00Z' })
}, 60_000)
afterAll(() => s.close())

const startUrl = (query: Record<string, string>) =>
  `${s.origin}/api/auth_google/google?${new URLSearchParams(query)}`
const appCallback = () => `${s.origin}/app/oauth2callback`

const counts = async () => ({
  users: await s.rows(users),
  sessions: await s.rows(sessions),
  handoffs: await s.rows(handoffCodes),
})

/** Starts sign-in and walks to the development sign-in page. */
async function toSignInPage(query: Record<string, string> = { redirectUri: appCallback() }) {
  const browser = new TestBrowser()
  const start = await browser.fetch(startUrl(query))
  expect(start.status).toBe(302)
  expect(start.headers.get('cache-control')).toBe('no-store')
  const authorize = locationOf(start, s.origin)
  expect(authorize.startsWith(`${s.origin}/dev-idp/auth?`)).toBe(true)
  const interaction = locationOf(await browser.fetch(authorize), s.origin)
  const page = await browser.fetch(interaction)
  expect(page.status).toBe(200)
  return { browser, interaction, authorize, html: await page.text() }
}

/** A frame's sign-in form, submitted to the top window as our frame does it (our Origin). */
function frameForm(
  verifierChallenge: string,
  returnTo = `${s.config.demoHostsOrigin}/wildtv.html?show=1`,
) {
  return {
    redirectUri: appCallback(),
    returnTo,
    channelId: 'wildtv',
    [HANDOFF_CHALLENGE_PARAM]: verifierChallenge,
  }
}

/** Starts a frame's sign-in in `browser`: the page naming the return site, and its link on. */
async function frameStart(browser: TestBrowser, form: Record<string, string>) {
  const res = await browser.fetch(`${s.origin}/api/auth_google/google`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: s.origin,
      'Sec-Fetch-Site': 'same-origin',
    },
    body: new URLSearchParams(form).toString(),
  })
  expect(res.status).toBe(200)
  const html = await res.text()
  const onwards = /<a class="primary" href="([^"]+)">Continue to sign-in<\/a>/.exec(html)?.[1]
  if (!onwards) throw new Error('the page has no way on to the provider')
  return { html, authorize: onwards.replaceAll('&amp;', '&') }
}

/** From the provider's authorization URL to its sign-in page, in `browser`. */
async function providerPage(browser: TestBrowser, authorize: string) {
  const interaction = locationOf(await browser.fetch(authorize), s.origin)
  expect((await browser.fetch(interaction)).status).toBe(200)
  return interaction
}

/** Posts a form on the sign-in page and follows the provider back to our callback URL. */
async function toCallback(
  browser: TestBrowser,
  action: string,
  form: Record<string, string> = {},
): Promise<string> {
  const resume = locationOf(await browser.post(action, form), s.origin)
  const callback = locationOf(await browser.fetch(resume), s.origin)
  expect(callback.startsWith(`${s.origin}/api/auth_google/callback?`)).toBe(true)
  return callback
}

/** A whole sign-in; the callback's answer and the callback URL. */
async function signIn(name: string, email: string, query?: Record<string, string>) {
  const { browser, interaction } = await toSignInPage(query)
  const callback = await toCallback(browser, interaction, { name, email })
  return { browser, callback, res: await browser.fetch(callback) }
}

describe('sign-in through the development identity provider', () => {
  test('ends on the return address with a token that reads the viewer’s details', async () => {
    const before = await counts()
    const { res } = await signIn('Ana Lima', 'ana@example.com')

    expect(res.status).toBe(302)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    const to = new URL(locationOf(res, s.origin))
    expect(`${to.origin}${to.pathname}`).toBe(appCallback())
    expect([...to.searchParams.keys()]).toEqual([CREDENTIAL_PARAM])
    const token = to.searchParams.get(CREDENTIAL_PARAM) ?? ''

    const details = await s.get('/auth_google/details', bearer(token))
    expect(details.status).toBe(200)
    expect(await details.json()).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      displayName: null,
    })
    expect(await counts()).toEqual({
      ...before,
      users: before.users + 1,
      sessions: before.sessions + 1,
    })
  })

  test.each(['/oauth2callback', '/app/oauth2callback'])(
    'never sends a token to a broadcaster’s registered origin (%s there is refused, nothing stored)',
    async (path) => {
      const redirectUri = `${s.config.demoHostsOrigin}${path}`
      const before = { ...(await counts()), attempts: await s.rows(signInAttempts) }
      const res = await new TestBrowser().fetch(startUrl({ redirectUri }))
      expect(res.status).toBe(400)
      expect(res.headers.get('location')).toBeNull()
      expect(await res.text()).toContain(NOT_ALLOWED_RETURN)
      expect({ ...(await counts()), attempts: await s.rows(signInAttempts) }).toEqual(before)
    },
  )

  test('returns to the other loopback spelling of our own origin', async () => {
    const redirectUri = appCallback().replace('127.0.0.1', 'localhost')
    const { res } = await signIn('Bo', 'bo@example.com', { redirectUri })
    expect(locationOf(res, s.origin).startsWith(`${redirectUri}?${CREDENTIAL_PARAM}=`)).toBe(true)
  })

  test('signing in again with the same e-mail keeps one user and takes the new name', async () => {
    await signIn('Cy', 'cy@example.com')
    const before = await s.rows(users)
    const { res } = await signIn('Cyrus Vance', 'cy@example.com')
    const token = new URL(locationOf(res, s.origin)).searchParams.get(CREDENTIAL_PARAM) ?? ''
    expect(await s.rows(users)).toBe(before)
    const details = await s.get('/auth_google/details', bearer(token))
    expect(await details.json()).toMatchObject({ name: 'Cyrus Vance', email: 'cy@example.com' })
  })

  test('asks for a name and e-mail at every sign-in, even in the same browser', async () => {
    const { browser, interaction } = await toSignInPage()
    await browser.fetch(
      await toCallback(browser, interaction, { name: 'Di', email: 'di@example.com' }),
    )
    const again = await browser.fetch(startUrl({ redirectUri: appCallback() }))
    const next = locationOf(await browser.fetch(locationOf(again, s.origin)), s.origin)
    expect(new URL(next).pathname).toMatch(/^\/dev-idp\/interaction\//)
  })

  test('a cross-site frame’s sign-in names the site, returns a one-time code in the fragment, never the token', async () => {
    const verifier = newHandoffVerifier()
    const before = await counts()
    const form = frameForm(await handoffChallenge(verifier))
    const browser = new TestBrowser()
    const { html, authorize } = await frameStart(browser, form)
    expect(html).toContain(`<strong>${new URL(form.returnTo).host}</strong>`)
    expect(html).toContain(`<a href="${escapeHtml(form.returnTo)}">Cancel</a>`)
    const interaction = await providerPage(browser, authorize)
    const res = await browser.fetch(
      await toCallback(browser, interaction, { name: 'Eve Frame', email: 'eve@example.com' }),
    )
    const to = new URL(locationOf(res, s.origin))
    expect(`${to.origin}${to.pathname}${to.search}`).toBe(form.returnTo)
    expect(to.searchParams.has(CREDENTIAL_PARAM)).toBe(false)
    const fragment = new URLSearchParams(to.hash.slice(1))
    const code = fragment.get(HANDOFF_FRAGMENT_KEY) ?? ''
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // No session yet: only the frame's redemption makes one.
    expect(await counts()).toEqual({
      users: before.users + 1,
      sessions: before.sessions,
      handoffs: before.handoffs + 1,
    })

    // Whoever reads the fragment on the host page has the code but not the frame's verifier.
    const stolen = await s.post('/auth_google/handoff/redeem', { code })
    expect(stolen.status).toBe(400)
    const guessed = await s.post('/auth_google/handoff/redeem', {
      code,
      verifier: newHandoffVerifier(),
    })
    expect(guessed.status).toBe(400)
    expect(await counts()).toEqual({
      ...before,
      users: before.users + 1,
      handoffs: before.handoffs + 1,
    })

    const redeemed = await s.post('/auth_google/handoff/redeem', { code, verifier })
    expect(redeemed.status).toBe(200)
    const { token, user } = (await redeemed.json()) as { token: string; user: unknown }
    expect(user).toEqual({ name: 'Eve Frame', email: 'eve@example.com', displayName: null })
    const details = await s.get('/auth_google/details', bearer(token))
    expect(await details.json()).toMatchObject({ email: 'eve@example.com', name: 'Eve Frame' })
  })
})

describe('a sign-in counts once in the insights of the channel it started on', () => {
  const signIns = async (channelId = 'wildtv') =>
    (await readInsights(s.db, channelId, '24h', s.now())).totals.signIns

  test('from our own page (GET with channelId), when it completes; the session is as without', async () => {
    const before = { wildtv: await signIns(), kbs: await signIns('kbs') }
    const { browser, interaction } = await toSignInPage({
      redirectUri: appCallback(),
      channelId: 'wildtv',
    })
    const callback = await toCallback(browser, interaction, {
      name: 'Kim',
      email: 'kim@example.com',
    })
    // Started is not signed in: nothing counts before the callback.
    expect(await signIns()).toBe(before.wildtv)
    const res = await browser.fetch(callback)
    expect(res.status).toBe(302)
    const to = new URL(locationOf(res, s.origin))
    expect(`${to.origin}${to.pathname}`).toBe(appCallback())
    expect([...to.searchParams.keys()]).toEqual([CREDENTIAL_PARAM])
    expect({ wildtv: await signIns(), kbs: await signIns('kbs') }).toEqual({
      ...before,
      wildtv: before.wildtv + 1,
    })
    // The session restored later (details read with the token), or the return used again: no count.
    const token = to.searchParams.get(CREDENTIAL_PARAM) ?? ''
    expect((await s.get('/auth_google/details', bearer(token))).status).toBe(200)
    expect((await browser.fetch(callback)).status).toBe(400)
    expect(await signIns()).toBe(before.wildtv + 1)
  })

  test('from a cross-site frame (POST), at the callback, not again when the frame redeems', async () => {
    const verifier = newHandoffVerifier()
    const browser = new TestBrowser()
    const { authorize } = await frameStart(browser, frameForm(await handoffChallenge(verifier)))
    const before = await signIns()
    const interaction = await providerPage(browser, authorize)
    const res = await browser.fetch(
      await toCallback(browser, interaction, { name: 'Lu', email: 'lu@example.com' }),
    )
    expect(res.status).toBe(302)
    expect(await signIns()).toBe(before + 1)
    const code = new URLSearchParams(new URL(locationOf(res, s.origin)).hash.slice(1)).get(
      HANDOFF_FRAGMENT_KEY,
    )
    const redeemed = await s.post('/auth_google/handoff/redeem', { code, verifier })
    expect(redeemed.status).toBe(200)
    expect(await signIns()).toBe(before + 1)
  })

  test('a sign-in without a channel counts for none', async () => {
    const before = { wildtv: await signIns(), kbs: await signIns('kbs') }
    const { res } = await signIn('Mo', 'mo@example.com')
    expect(res.status).toBe(302)
    expect({ wildtv: await signIns(), kbs: await signIns('kbs') }).toEqual(before)
  })

  test('a sign-in cancelled at the provider counts nothing', async () => {
    const { browser, interaction } = await toSignInPage({
      redirectUri: appCallback(),
      channelId: 'wildtv',
    })
    const before = await signIns()
    const res = await browser.fetch(await toCallback(browser, `${interaction}/cancel`))
    expect(res.status).toBe(400)
    expect(await signIns()).toBe(before)
  })

  test('a return that reaches another browser counts nothing', async () => {
    const { browser, interaction } = await toSignInPage({
      redirectUri: appCallback(),
      channelId: 'wildtv',
    })
    const callback = await toCallback(browser, interaction, { name: 'Ny', email: 'ny@example.com' })
    const before = await signIns()
    expect((await new TestBrowser().fetch(callback)).status).toBe(400)
    expect(await signIns()).toBe(before)
  })
})

describe('nobody gets another person’s session by a link (server/auth/README.md)', () => {
  test('the outside test’s link, with a verifier the attacker chose, is refused before the provider', async () => {
    const verifier = newHandoffVerifier()
    const before = { ...(await counts()), attempts: await s.rows(signInAttempts) }
    const victim = new TestBrowser()
    const res = await victim.fetch(
      startUrl(frameForm(await handoffChallenge(verifier), 'http://127.0.0.1:8081/attacker.html')),
    )
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect(await res.text()).toContain(escapeHtml(FRAME_ONLY))
    expect({ ...(await counts()), attempts: await s.rows(signInAttempts) }).toEqual(before)
  })

  test('an attacker who starts a frame’s sign-in and forwards the provider page gets no code from the victim’s sign-in', async () => {
    const verifier = newHandoffVerifier()
    const attacker = new TestBrowser()
    const { authorize } = await frameStart(attacker, frameForm(await handoffChallenge(verifier)))
    const before = await counts()
    const victim = new TestBrowser()
    const interaction = await providerPage(victim, authorize)
    const callback = await toCallback(victim, interaction, {
      name: 'Vic',
      email: 'vic@example.com',
    })
    const res = await victim.fetch(callback)
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect(await res.text()).toContain(escapeHtml(OTHER_BROWSER))
    // The victim's user may exist now (the provider said who they are), but no code, no session.
    const after = await counts()
    expect({ sessions: after.sessions, handoffs: after.handoffs }).toEqual({
      sessions: before.sessions,
      handoffs: before.handoffs,
    })
    // And the attempt is used up: the attacker cannot finish it either.
    expect((await attacker.fetch(callback)).status).toBe(400)
    expect(await counts()).toEqual(after)
  })

  test('a finished sign-in’s return, sent to someone else, signs them in as nobody', async () => {
    const { browser, interaction } = await toSignInPage()
    const callback = await toCallback(browser, interaction, {
      name: 'Mal',
      email: 'mal@example.com',
    })
    const before = await counts()
    const res = await new TestBrowser().fetch(callback)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(escapeHtml(OTHER_BROWSER))
    expect(await counts()).toEqual(before)
  })
})

describe('the development sign-in page', () => {
  test('says it is for development and asks for Name and Email', async () => {
    const { html } = await toSignInPage()
    expect(html).toMatch(/<title>[^<]*Development sign-in[^<]*<\/title>/)
    expect(html).toContain('for development only')
    expect(html).toContain('<label for="name">Name</label>')
    expect(html).toContain('<label for="email">Email</label>')
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/)
  })

  test('refuses a bad name or e-mail with clear messages, showing what was typed as text', async () => {
    const { browser, interaction } = await toSignInPage()
    const before = await counts()
    const res = await browser.post(interaction, { name: '  ', email: '<script>x</script>' })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Enter your name.')
    expect(html).toContain('Enter an e-mail address such as ana@example.com.')
    expect(html).toContain('value="&lt;script&gt;x&lt;/script&gt;"')
    expect(html).not.toContain('<script>')
    expect(await counts()).toEqual(before)

    // The same page still signs in once the fields are right.
    const callback = await toCallback(browser, interaction, {
      name: 'Fay',
      email: 'fay@example.com',
    })
    expect((await browser.fetch(callback)).status).toBe(302)
  })

  test('a name with markup comes back as text in the user details', async () => {
    const { res } = await signIn('<img src=x onerror=alert(1)>', 'markup@example.com')
    const token = new URL(locationOf(res, s.origin)).searchParams.get(CREDENTIAL_PARAM) ?? ''
    const details = await s.get('/auth_google/details', bearer(token))
    expect(await details.json()).toMatchObject({ name: '<img src=x onerror=alert(1)>' })
  })

  test('a form posted without the page’s interaction cookie (another site) signs no one in', async () => {
    const { interaction } = await toSignInPage()
    const before = await counts()
    const res = await new TestBrowser().post(interaction, {
      name: 'Mallory',
      email: 'm@example.com',
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('expired')
    expect(await counts()).toEqual(before)
  })

  test('Cancel comes back as a provider error: a clear page with a link back, nobody signed in', async () => {
    const { browser, interaction } = await toSignInPage()
    const before = await counts()
    const callback = await toCallback(browser, `${interaction}/cancel`)
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied')
    const res = await browser.fetch(callback)
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('cancelled or refused')
    expect(html).toContain(`<a href="${s.origin}/app">`)
    expect(await counts()).toEqual(before)
  })
})

describe('the provider and the callback refuse what they must', () => {
  test('the provider requires PKCE from our client', async () => {
    const { authorize } = await toSignInPage()
    const url = new URL(authorize)
    url.searchParams.delete('code_challenge')
    url.searchParams.delete('code_challenge_method')
    const res = await new TestBrowser().fetch(url.href)
    const back = new URL(locationOf(res, s.origin))
    expect(back.pathname).toBe('/api/auth_google/callback')
    expect(back.searchParams.get('error')).toBe('invalid_request')
  })

  test('a callback URL used twice is refused the second time', async () => {
    const { browser, callback, res } = await signIn('Gil', 'gil@example.com')
    expect(res.status).toBe(302)
    const before = await counts()
    const again = await browser.fetch(callback)
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('already used')
    expect(await counts()).toEqual(before)
  })

  test('an authorization code replayed with a fresh state is refused', async () => {
    const used = await signIn('Hal', 'hal@example.com')
    const code = new URL(used.callback).searchParams.get('code') ?? ''
    const { browser, interaction } = await toSignInPage()
    const fresh = new URL(
      await toCallback(browser, interaction, { name: 'Hal', email: 'hal@example.com' }),
    )
    fresh.searchParams.set('code', code)
    const before = await counts()
    const res = await browser.fetch(fresh.href)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('did not confirm this sign-in')
    expect(await counts()).toEqual(before)
  })

  test('a forged code with a real state is refused and uses the state up', async () => {
    const { browser, interaction } = await toSignInPage()
    const url = new URL(
      await toCallback(browser, interaction, { name: 'Ida', email: 'ida@example.com' }),
    )
    const real = url.searchParams.get('code') ?? ''
    url.searchParams.set('code', 'forged-code-forged-code-forged-code-123')
    const before = await counts()
    expect((await browser.fetch(url.href)).status).toBe(400)
    url.searchParams.set('code', real)
    expect((await browser.fetch(url.href)).status).toBe(400)
    expect(await counts()).toEqual(before)
  })

  test('a sign-in finished after 10 minutes is refused', async () => {
    const { browser, interaction } = await toSignInPage()
    const callback = await toCallback(browser, interaction, { name: 'Jo', email: 'jo@example.com' })
    const before = await counts()
    s.setNow('2026-05-01T10:10:01Z')
    try {
      const res = await browser.fetch(callback)
      expect(res.status).toBe(400)
      expect(await res.text()).toContain('has expired')
    } finally {
      s.setNow('2026-05-01T10:00:00Z')
    }
    expect(await counts()).toEqual(before)
    expect(await s.rows(signInAttempts)).toBeGreaterThan(0)
  })
})
