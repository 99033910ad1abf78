import { describe, expect, test } from 'vitest'
import { createApiClient } from './client'
import {
  base64url,
  HANDOFF_CHALLENGE_PATTERN,
  HANDOFF_VERIFIER_PATTERN,
  handoffChallenge,
  newHandoffVerifier,
  redeemHandoff,
} from './handoff'
import { json, offline, scriptedFetch, timers } from './testing'

describe('handoff verifiers', () => {
  test('a new verifier is 43 base64url characters and never repeats', () => {
    const seen = new Set(Array.from({ length: 50 }, newHandoffVerifier))
    expect(seen.size).toBe(50)
    for (const verifier of seen) expect(verifier).toMatch(HANDOFF_VERIFIER_PATTERN)
  })

  test('the challenge is the S256 of RFC 7636 (its appendix B example)', async () => {
    const challenge = await handoffChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')
    expect(challenge).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')
    expect(challenge).toMatch(HANDOFF_CHALLENGE_PATTERN)
  })

  test('base64url uses - and _ and no padding', () => {
    expect(base64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8')
  })
})

describe('handoff redeem', () => {
  const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
  const USER = { name: 'Ana', email: 'ana@example.com', displayName: null }

  test('posts the code and verifier as JSON and answers the token and the viewer', async () => {
    const { fetch, calls } = scriptedFetch(json({ token: 'tok-456', user: USER }))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    expect(await redeemHandoff(api, 'Code_0123456789abcdef', VERIFIER)).toEqual({
      ok: true,
      data: { token: 'tok-456', user: USER },
    })
    expect(calls[0]?.url).toBe('https://api.example/api/auth_google/handoff/redeem')
    expect(calls[0]?.init.method).toBe('POST')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      code: 'Code_0123456789abcdef',
      verifier: VERIFIER,
    })
    // No bearer: the code and the frame's verifier are the credential.
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBeNull()
  })

  test('a refused code is the server’s 4xx error, with its text', async () => {
    const { fetch } = scriptedFetch(
      json({ error: { code: 'invalid-request', message: 'Unknown or expired handoff code' } }, 400),
    )
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const result = await redeemHandoff(api, 'Code_0123456789abcdef', VERIFIER)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.message).toBe('Unknown or expired handoff code')
  })

  test('an answer without a token or viewer is invalid; a code or verifier unfit to send is not sent', async () => {
    const { fetch, calls } = scriptedFetch(json({ token: 'tok-456' }))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const result = await redeemHandoff(api, 'Code_0123456789abcdef', VERIFIER)
    expect(result.ok || result.error.code).toBe('invalid-response')
    for (const code of ['', 'two words', 'x'.repeat(5000)]) {
      const refused = await redeemHandoff(api, code, VERIFIER)
      expect(refused.ok || refused.error.code).toBe('invalid-request')
    }
    for (const verifier of ['', 'short', `${VERIFIER}<`]) {
      const refused = await redeemHandoff(api, 'Code_0123456789abcdef', verifier)
      expect(refused.ok || refused.error.code).toBe('invalid-request')
    }
    expect(calls).toHaveLength(1)
  })

  test('a network failure is a network error, never a throw', async () => {
    const api = createApiClient({ base: 'https://api.example/api', fetch: offline, timers })
    const result = await redeemHandoff(api, 'Code_0123456789abcdef', VERIFIER)
    expect(result.ok || result.error.code).toBe('network')
  })
})
