import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { AUTH_REDIRECT_PATH_KEY, AUTH_TOKEN_KEY } from '../../shared/auth-keys'
import { StudioChannelPage, StudioPage } from '../pages/StudioPage'
import { StudioEnvContext } from './context'
import { $studioSession } from './session'
import {
  ANA,
  type FakeAnswer,
  type FakeCall,
  type FakeStudioEnv,
  fakeStudioEnv,
  originEntry,
  studioChannel,
  studioInsights,
} from './testing'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

let root: Root | undefined
let host: HTMLElement

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  $studioSession.set({ status: 'checking' })
  host = document.createElement('div')
  document.body.replaceChildren(host)
})

afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
})

type ServerRoutes = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>

/** A fake server: `METHOD /path` → answer; the user details always answer Ana. */
function server(routes: ServerRoutes) {
  return (call: FakeCall): FakeAnswer => {
    if (call.path === '/auth_google/details') return { status: 200, body: ANA }
    const answer = routes[`${call.method} ${call.path}`]
    if (!answer)
      return {
        status: 404,
        body: { error: { code: 'not-found', message: `no route ${call.method} ${call.path}` } },
      }
    return typeof answer === 'function' ? answer(call) : answer
  }
}

async function open(path: string, env: FakeStudioEnv) {
  root = createRoot(host)
  await act(async () =>
    root?.render(
      <StudioEnvContext value={() => env}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/studio" element={<StudioPage />} />
            <Route path="/studio/channels/:channelId" element={<StudioChannelPage />} />
          </Routes>
        </MemoryRouter>
      </StudioEnvContext>,
    ),
  )
  await settle()
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const text = () => host.textContent ?? ''
const byLabel = <T extends HTMLElement>(label: string): T => {
  const found = [...host.querySelectorAll('label')].find((l) => l.textContent === label)
  const id = found?.htmlFor
  const field = id ? document.getElementById(id) : null
  if (!field) throw new Error(`no field labelled ${label}`)
  return field as T
}
const button = (name: string): HTMLButtonElement => {
  const found = [...host.querySelectorAll('button')].find((b) => b.textContent === name)
  if (!found)
    throw new Error(
      `no button ${name}: ${[...host.querySelectorAll('button')].map((b) => b.textContent)}`,
    )
  return found
}
const buttons = () => [...host.querySelectorAll('button')].map((b) => b.textContent)

/** Types into an input, textarea or select the way React notices. */
async function type(field: HTMLElement, value: string) {
  const proto = Object.getPrototypeOf(field) as object
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set
  await act(async () => {
    setter?.call(field, value)
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    )
  })
}

async function click(target: HTMLElement) {
  await act(async () => target.click())
  await settle()
}

async function submit(form: HTMLFormElement | null) {
  await act(async () => form?.requestSubmit())
  await settle()
}

describe('/studio signed out', () => {
  test('explains the Studio and signs in the way viewers do, coming back here', async () => {
    const env = fakeStudioEnv(server({}), { token: null })
    await open('/studio', env)
    expect(host.querySelector('h1')?.textContent).toBe('Studio')
    expect(text()).toContain('The Studio is where broadcasters run their channels')
    await click(button('Sign in'))
    expect(env.stored.get(AUTH_REDIRECT_PATH_KEY)).toBe('/studio')
    expect(env.navigated[0]).toContain('/api/auth_google/google?redirectUri=')
  })
})

describe('/studio signed in', () => {
  test('says who is signed in and invites a first channel when there is none', async () => {
    const env = fakeStudioEnv(
      server({ 'GET /studio/channels': { status: 200, body: { channels: [] } } }),
    )
    await open('/studio', env)
    expect(text()).toContain('Signed in as Ana Lima (ana@example.com)')
    expect(text()).toContain('No channels yet — create your first one below.')
    expect(host.querySelector('h2#create-title')?.textContent).toBe('Create a channel')
  })

  test('lists your channels with your role and an archived badge, each a link', async () => {
    const channels = [
      { id: 'ana-tv', name: 'Ana TV', topic: 'Cooking', role: 'owner', archived: false },
      { id: 'old-tv', name: 'Old TV', topic: 'News', role: 'editor', archived: true },
    ]
    const env = fakeStudioEnv(
      server({ 'GET /studio/channels': { status: 200, body: { channels } } }),
    )
    await open('/studio', env)
    const cards = [...host.querySelectorAll('.studio-channels li')]
    expect(cards.map((card) => card.querySelector('a')?.getAttribute('href'))).toEqual([
      '/studio/channels/ana-tv',
      '/studio/channels/old-tv',
    ])
    expect(cards[0]?.textContent).toContain('You are an owner')
    expect(cards[0]?.textContent).not.toContain('Archived')
    expect(cards[1]?.textContent).toContain('You are an editor')
    expect(cards[1]?.textContent).toContain('Archived')
  })

  test('a list that cannot be loaded offers a retry', async () => {
    let attempts = 0
    const env = fakeStudioEnv(
      server({
        'GET /studio/channels': () =>
          ++attempts === 1 ? 'network' : { status: 200, body: { channels: [] } },
      }),
    )
    await open('/studio', env)
    expect(host.querySelector('[role="alert"]')?.textContent).toContain(
      'could not reach the server',
    )
    await click(button('Try again'))
    expect(text()).toContain('No channels yet')
  })

  test('sign-out revokes the session and shows the signed-out Studio', async () => {
    const env = fakeStudioEnv(
      server({
        'GET /studio/channels': { status: 200, body: { channels: [] } },
        'POST /auth_google/logout': { status: 200, body: { ok: true } },
      }),
    )
    await open('/studio', env)
    await click(button('Sign out'))
    expect(env.stored.has(AUTH_TOKEN_KEY)).toBe(false)
    expect(buttons()).toEqual(['Sign in'])
  })

  test('a 401 on any call shows the signed-out Studio and says why', async () => {
    const env = fakeStudioEnv(
      server({
        'GET /studio/channels': {
          status: 401,
          body: { error: { code: 'unauthorized', message: 'x' } },
        },
      }),
    )
    await open('/studio', env)
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(
      'Your session has ended. Sign in again to carry on.',
    )
    expect(buttons()).toEqual(['Sign in'])
    expect(env.stored.has(AUTH_TOKEN_KEY)).toBe(false)
  })
})

describe('creating a channel', () => {
  const empty = { 'GET /studio/channels': { status: 200, body: { channels: [] } } }

  test('suggests the id from the name until the id is edited', async () => {
    await open('/studio', fakeStudioEnv(server(empty)))
    await type(byLabel('Name'), 'Wild Cooking')
    const id = byLabel<HTMLInputElement>('Channel id')
    expect(id.value).toBe('wild-cooking')
    await type(id, 'my-kitchen')
    await type(byLabel('Name'), 'Wild Cooking TV')
    expect(id.value).toBe('my-kitchen')
  })

  test('checks the fields in the browser, says what is wrong and sends nothing', async () => {
    const env = fakeStudioEnv(server(empty))
    await open('/studio', env)
    await submit(host.querySelector('form'))
    expect(byLabel('Name').getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById('create-name-error')?.textContent).toBe('The name is required.')
    expect(document.getElementById('create-topic-error')?.textContent).toBe(
      'The topic is required.',
    )
    expect(document.getElementById('create-id-error')?.textContent).toContain('3–64 lower-case')
    expect(document.activeElement).toBe(byLabel('Name'))
    expect(env.calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  test('shows the server’s refusal beside the form', async () => {
    const env = fakeStudioEnv(
      server({
        ...empty,
        'POST /studio/channels': {
          status: 409,
          body: { error: { code: 'conflict', message: 'the id wild-tv is taken' } },
        },
      }),
    )
    await open('/studio', env)
    await type(byLabel('Name'), 'Wild TV')
    await type(byLabel('Topic'), 'Outdoors')
    await submit(host.querySelector('form'))
    expect(host.querySelector('form [role="alert"]')?.textContent).toBe('The id wild-tv is taken.')
  })

  test('sends every field and opens the new channel’s page', async () => {
    const created = studioChannel({
      id: 'wild-tv',
      name: 'Wild TV',
      topic: 'Outdoors',
      defaultTheme: 'dark',
    })
    const env = fakeStudioEnv(
      server({
        ...empty,
        'POST /studio/channels': { status: 201, body: created },
        'GET /studio/channels/wild-tv': { status: 200, body: created },
        'GET /studio/channels/wild-tv/members': { status: 200, body: { members: [] } },
      }),
    )
    await open('/studio', env)
    await type(byLabel('Name'), 'Wild TV')
    await type(byLabel('Topic'), 'Outdoors')
    await type(byLabel('Description (optional)'), 'Fishing and camping.')
    await type(byLabel('Theme'), 'dark')
    await submit(host.querySelector('form'))
    expect(env.calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: 'wild-tv',
      name: 'Wild TV',
      topic: 'Outdoors',
      description: 'Fishing and camping.',
      defaultView: 'full',
      defaultTheme: 'dark',
    })
    expect(host.querySelector('h1')?.textContent).toBe('Wild TV')
  })
})

describe('a channel’s page', () => {
  const channelRoutes = (
    change: Record<string, unknown> = {},
    more: ServerRoutes = {},
  ): ServerRoutes => ({
    'GET /studio/channels/ana-tv': { status: 200, body: studioChannel(change) },
    'GET /studio/channels/ana-tv/members': {
      status: 200,
      body: {
        members: [
          { email: 'ana@example.com', role: 'owner', operator: false },
          { email: 'ops@example.com', role: 'owner', operator: true },
        ],
      },
    },
    'GET /embed/snippet?channelId=ana-tv&view=full&theme=auto': {
      status: 200,
      body: {
        html: '<script src="https://tv.example/widget/loader.js" async></script>',
        loaderUrl: 'https://tv.example/widget/loader.js',
        integrity: null,
        csp: 'script-src https://tv.example;\nframe-src https://tv.example;',
      },
    },
    'GET /studio/channels/ana-tv/insights?range=24h': { status: 200, body: studioInsights() },
    ...more,
  })

  /** A channel whose edits the fake server takes and answers as the real one would. */
  const editableChannel = () =>
    fakeStudioEnv(
      server(
        channelRoutes(
          {},
          {
            'PATCH /studio/channels/ana-tv': (call) => ({
              status: 200,
              body: studioChannel(call.body as Record<string, unknown>),
            }),
          },
        ),
      ),
    )

  test('has a heading and an in-page link per section', async () => {
    await open('/studio/channels/ana-tv', fakeStudioEnv(server(channelRoutes())))
    expect(host.querySelector('h1')?.textContent).toBe('Ana TV')
    const toc = [...host.querySelectorAll('nav[aria-label="On this page"] a')]
    expect(toc.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Matches', '#matches'],
      ['Insights', '#insights'],
      ['On air', '#on-air'],
      ['Catalog', '#catalog'],
      ['Embed on your site', '#embed'],
      ['Settings', '#settings'],
      ['Members', '#members'],
      ['Channel key', '#key'],
      ['Conversions', '#conversions'],
    ])
    for (const [, href] of toc.map((a) => [a, a.getAttribute('href')])) {
      expect(host.querySelector(`section${href} h2`)).not.toBeNull()
    }
  })

  test('shows the snippet and the CSP lines with copy buttons', async () => {
    await open('/studio/channels/ana-tv', fakeStudioEnv(server(channelRoutes())))
    expect(host.querySelector('[data-testid="studio-snippet"]')?.textContent).toContain('loader.js')
    expect(host.querySelector('[data-testid="studio-csp"]')?.textContent).toContain('frame-src')
    expect(buttons()).toEqual(expect.arrayContaining(['Copy snippet', 'Copy the CSP lines']))
    expect(text()).toContain(
      'Add and verify your page’s origin above, paste this into the page, and the live store appears there.',
    )
  })

  test('a missing snippet says so with a retry, and the rest of the page still works', async () => {
    const routes = channelRoutes()
    delete routes['GET /embed/snippet?channelId=ana-tv&view=full&theme=auto']
    await open('/studio/channels/ana-tv', fakeStudioEnv(server(routes)))
    expect(text()).toContain('The snippet could not be loaded.')
    expect(buttons()).toContain('Try again')
    expect(buttons()).toContain('Add origin')
  })

  test('refuses what is not an origin, adds a page’s origin saying so, and removes it', async () => {
    const env = fakeStudioEnv(
      server(
        channelRoutes(
          {},
          {
            'POST /studio/channels/ana-tv/origins': (call) => ({
              status: 200,
              body: { origins: [originEntry((call.body as { origin: string }).origin)] },
            }),
            'DELETE /studio/channels/ana-tv/origins?origin=https%3A%2F%2Ftv.example.com': {
              status: 200,
              body: { origins: [] },
            },
          },
        ),
      ),
    )
    await open('/studio/channels/ana-tv', env)
    expect(text()).toContain('No origins yet')
    const input = byLabel<HTMLInputElement>('Add your page’s origin')
    await type(input, 'ftp://tv.example.com')
    await submit(input.form)
    expect(document.getElementById('origin-input-error')?.textContent).toBe(
      'An origin is http(s)://host[:port], such as https://tv.example.com, or the address of a page on it.',
    )
    await type(input, 'https://TV.example.com/live/index.html')
    await submit(input.form)
    expect(host.querySelector('ul[aria-label="Origins"]')?.textContent).toContain(
      'https://tv.example.com',
    )
    expect(text()).toContain(
      'Added https://tv.example.com (the origin of “https://TV.example.com/live/index.html”).',
    )
    expect(input.value).toBe('')
    await click(button('Remove https://tv.example.com'))
    expect(text()).toContain('Removed https://tv.example.com.')
    expect(host.querySelector('ul[aria-label="Origins"]')).toBeNull()
  })

  test('an unverified origin shows its token and both places for it, each copyable', async () => {
    const token = `stv-${'5'.repeat(32)}`
    await open(
      '/studio/channels/ana-tv',
      fakeStudioEnv(server(channelRoutes({ origins: [originEntry('https://tv.example.com')] }))),
    )
    const item = host.querySelector('ul[aria-label="Origins"] > li')
    expect(item?.textContent).toContain('https://tv.example.comNot verified')
    expect(item?.querySelector('[data-testid="origin-token"]')?.textContent).toBe(token)
    expect(item?.textContent).toContain('https://tv.example.com/.well-known/shoppable-tv.txt')
    expect(item?.querySelector('[data-testid="origin-meta-tag"]')?.textContent).toBe(
      `<meta name="shoppable-tv-verification" content="${token}">`,
    )
    expect([...(item?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'Remove https://tv.example.com',
      'Copy the token',
      'Copy the meta tag',
      'Verify https://tv.example.com',
    ])
  })

  test('Verify that does not find the token says what it found, and may be pressed again', async () => {
    const checked = originEntry('https://tv.example.com', {
      lastCheck: {
        at: '2026-05-01T10:02:00.000Z',
        failure: 'no-token',
        message: 'Found no token on https://tv.example.com: it answered 404 (Not Found).',
      },
    })
    const env = fakeStudioEnv(
      server(
        channelRoutes(
          { origins: [originEntry('https://tv.example.com')] },
          {
            'POST /studio/channels/ana-tv/origins/verify': {
              status: 200,
              body: { origins: [checked] },
            },
          },
        ),
      ),
    )
    await open('/studio/channels/ana-tv', env)
    await click(button('Verify https://tv.example.com'))
    expect(env.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/studio/channels/ana-tv/origins/verify',
      body: { origin: 'https://tv.example.com' },
    })
    const item = host.querySelector('ul[aria-label="Origins"] > li')
    expect(item?.querySelector('[role="alert"]')?.textContent).toBe(
      'Not verified. Found no token on https://tv.example.com: it answered 404 (Not Found).',
    )
    // Said once, as the alert: the stored check is not repeated beside it.
    expect(item?.textContent).not.toContain('Not verified when checked')
    expect(item?.textContent).toContain('https://tv.example.comNot verified')
    expect(buttons()).toContain('Verify https://tv.example.com')
  })

  test('Verify whose request fails says so, keeps the origin unverified, and may be pressed again', async () => {
    const env = fakeStudioEnv(
      server(
        channelRoutes(
          { origins: [originEntry('https://tv.example.com')] },
          { 'POST /studio/channels/ana-tv/origins/verify': 'network' },
        ),
      ),
    )
    await open('/studio/channels/ana-tv', env)
    await click(button('Verify https://tv.example.com'))
    const item = host.querySelector('ul[aria-label="Origins"] > li')
    expect(item?.querySelector('[role="alert"]')?.textContent).toBe(
      'The server could not be reached. Check your connection and try again.',
    )
    expect(item?.textContent).toContain('Not verified')
    expect(buttons()).toContain('Verify https://tv.example.com')
  })

  test('Verify that finds the token shows Verified, says how, and moves focus there', async () => {
    const verified = {
      origin: 'https://tv.example.com',
      token: `stv-${'5'.repeat(32)}`,
      state: 'verified',
      verifiedAt: '2026-05-01T10:02:00.000Z',
      verifiedBy: 'meta',
    }
    const env = fakeStudioEnv(
      server(
        channelRoutes(
          { origins: [originEntry('https://tv.example.com')] },
          {
            'POST /studio/channels/ana-tv/origins/verify': {
              status: 200,
              body: { origins: [verified] },
            },
          },
        ),
      ),
    )
    await open('/studio/channels/ana-tv', env)
    await click(button('Verify https://tv.example.com'))
    const item = host.querySelector('ul[aria-label="Origins"] > li')
    expect(item?.textContent).toContain('https://tv.example.comVerified')
    expect(item?.textContent).toContain(
      'Verified 1 May 2026, 10:02 UTC: its token was found in the home page’s meta tag.',
    )
    expect(item?.querySelector('[role="status"]')?.textContent).toBe(
      'Verified https://tv.example.com: the live store may now appear on its pages.',
    )
    expect(item?.querySelector('[data-testid="origin-token"]')).toBeNull()
    expect(buttons()).not.toContain('Verify https://tv.example.com')
    expect(document.activeElement).toBe(item?.querySelector('.studio-origin-head'))
  })

  test('a check that failed before is shown with when it ran', async () => {
    const entry = originEntry('https://tv.example.com', {
      lastCheck: {
        at: '2026-05-01T09:00:00.000Z',
        failure: 'private-address',
        message: 'tv.example.com is on a private or local network.',
      },
    })
    await open(
      '/studio/channels/ana-tv',
      fakeStudioEnv(server(channelRoutes({ origins: [entry] }))),
    )
    expect(text()).toContain(
      'Not verified when checked 1 May 2026, 09:00 UTC: tv.example.com is on a private or local network.',
    )
  })

  test('operators are shown as such and cannot be removed; the server’s refusal is shown', async () => {
    const env = fakeStudioEnv(
      server(
        channelRoutes(
          {},
          {
            'DELETE /studio/channels/ana-tv/members?email=ana%40example.com': {
              status: 409,
              body: { error: { code: 'conflict', message: 'a channel keeps at least one owner' } },
            },
          },
        ),
      ),
    )
    await open('/studio/channels/ana-tv', env)
    const members = host.querySelector('ul[aria-label="Members"]')
    expect(members?.textContent).toContain('ops@example.com')
    expect(members?.textContent).toContain('Operator')
    expect(buttons()).not.toContain('Remove ops@example.com')
    // Removing asks first: nothing is sent until "Yes, remove", and Escape takes it back.
    await click(button('Remove ana@example.com'))
    expect(host.querySelector('#members legend')?.textContent).toBe(
      'ana@example.com loses access to this channel at once. Remove them?',
    )
    expect(document.activeElement?.textContent).toBe('Yes, remove')
    expect(env.calls.some((call) => call.method === 'DELETE')).toBe(false)
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    )
    await settle()
    expect(document.activeElement?.textContent).toBe('Remove ana@example.com')
    await click(button('Remove ana@example.com'))
    await click(button('Yes, remove'))
    expect(host.querySelector('#members [role="alert"]')?.textContent).toBe(
      'A channel keeps at least one owner.',
    )
  })

  test('saves only what changed, and says when nothing did', async () => {
    const env = editableChannel()
    await open('/studio/channels/ana-tv', env)
    const settingsName = document.getElementById('settings-name') as HTMLInputElement
    await submit(settingsName.form)
    expect(host.querySelector('#settings [role="alert"]')?.textContent).toBe(
      'Nothing to save: no field has changed.',
    )
    await type(settingsName, 'Ana Cooks')
    await type(document.getElementById('settings-theme') as HTMLSelectElement, 'light')
    await submit(settingsName.form)
    expect(env.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Ana Cooks',
      defaultTheme: 'light',
    })
    expect(host.querySelector('h1')?.textContent).toBe('Ana Cooks')
    // The snippet follows the new default theme.
    expect(env.calls.at(-1)?.path).toBe('/embed/snippet?channelId=ana-tv&view=full&theme=light')
  })

  test('archives after a confirmation, and can restore', async () => {
    const env = editableChannel()
    await open('/studio/channels/ana-tv', env)
    await click(button('Archive the channel'))
    expect(env.calls.some((call) => call.method === 'PATCH')).toBe(false)
    expect(document.activeElement?.textContent).toBe('Yes, archive it')
    await click(button('Yes, archive it'))
    expect(env.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ archived: true })
    expect(host.querySelector('.studio-meta')?.textContent).toContain('Archived')
    expect(buttons()).toContain('Restore the channel')
    expect(host.querySelector('[data-testid="studio-snippet"]')).toBeNull()
    expect(text()).toContain('An archived channel has no snippet')
  })

  test('makes a key, shows it once with the command that uses it', async () => {
    const env = fakeStudioEnv(
      server(
        channelRoutes(
          {},
          { 'POST /studio/channels/ana-tv/key': { status: 200, body: { key: 'stv_k_123' } } },
        ),
      ),
    )
    await open('/studio/channels/ana-tv', env)
    await click(button('Make a new key'))
    expect(host.querySelector('[data-testid="channel-key"]')?.textContent).toBe('stv_k_123')
    const command = host.querySelector('[data-testid="context-command"]')?.textContent
    expect(command).toContain("curl -X POST 'https://tv.example/api/channels/ana-tv/context'")
    expect(command).toContain("-H 'X-Channel-Key: stv_k_123'")
    expect(command).toContain('{"caption": ')
    // The next key replaces this one: it asks first.
    await click(button('Make a new key'))
    expect(text()).toContain('The current key stops working at once.')
  })

  test('editors read what they may not change, with no buttons that would fail', async () => {
    const env = fakeStudioEnv(
      server(channelRoutes({ role: 'editor', origins: [originEntry('https://tv.example.com')] })),
    )
    await open('/studio/channels/ana-tv', env)
    expect(text()).toContain('You are an editor')
    // "On air", "Catalog", "Matches" and "Insights" are for every member; the rest is the owners'.
    const membersOnly = (selector: string) =>
      [...host.querySelectorAll(selector)].filter(
        (el) => !el.closest('#on-air, #catalog, #matches, #insights'),
      )
    // They see how to verify an origin (they may be the one who puts the token there).
    expect(membersOnly('button').map((b) => b.textContent)).toEqual([
      'Sign out',
      'Copy the token',
      'Copy the meta tag',
      'Copy snippet',
      'Copy the CSP lines',
    ])
    expect(membersOnly('input, textarea, select')).toHaveLength(0)
    expect(host.querySelector('#matches input[type="radio"]')).toBeNull()
    expect(host.querySelector('#settings dl')?.textContent).toContain('Cooking')
    expect(text()).toContain('Only the channel’s owners can change or verify this list.')
  })

  test('someone who is not a member is told so, with the way back', async () => {
    const env = fakeStudioEnv(
      server({
        'GET /studio/channels/ana-tv': {
          status: 403,
          body: { error: { code: 'forbidden', message: 'not a member' } },
        },
      }),
    )
    await open('/studio/channels/ana-tv', env)
    expect(host.querySelector('h1')?.textContent).toBe('You are not a member of this channel')
    expect(host.querySelector('a[href="/studio"]')?.textContent).toBe('Back to your channels')
  })

  test('an unknown channel is not found', async () => {
    await open('/studio/channels/ana-tv', fakeStudioEnv(server({})))
    expect(host.querySelector('h1')?.textContent).toBe('There is no channel “ana-tv”')
  })

  test('no answer offers a retry that loads the channel', async () => {
    let attempts = 0
    const routes = channelRoutes()
    const ready = routes['GET /studio/channels/ana-tv'] as FakeAnswer
    routes['GET /studio/channels/ana-tv'] = () => (++attempts === 1 ? 'network' : ready)
    await open('/studio/channels/ana-tv', fakeStudioEnv(server(routes)))
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(
      'The channel could not be loaded. The Studio could not reach the server.',
    )
    await click(button('Try again'))
    expect(host.querySelector('h1')?.textContent).toBe('Ana TV')
  })
})
