import type { IDToken } from 'openid-client'
import { describe, expect, test } from 'vitest'
import { configFromEnv } from '../config'
import { callbackUrl, issuerOf } from './addresses'
import { identityFromClaims } from './oidc-client'

const base: IDToken = {
  iss: 'https://accounts.google.com',
  sub: '1234567890',
  aud: 'client',
  iat: 1,
  exp: 2,
  email: 'ana@example.com',
}

describe('what an ID token says about the viewer', () => {
  test('names lose their bidi controls (a name shown reversed is another name)', () => {
    expect(
      identityFromClaims({ ...base, name: '\u202Eanil anA', given_name: '\u2066Ana\u2069' }),
    ).toMatchObject({ ok: true, identity: { name: 'anil anA', displayName: 'Ana' } })
    expect(identityFromClaims({ ...base, name: '\u202E' })).toMatchObject({
      ok: true,
      identity: { name: null },
    })
  })

  test('issuer, subject, e-mail, name, and the given name as display name', () => {
    expect(
      identityFromClaims({ ...base, email_verified: true, name: ' Ana Lima ', given_name: 'Ana' }),
    ).toEqual({
      ok: true,
      identity: {
        issuer: 'https://accounts.google.com',
        subject: '1234567890',
        email: 'ana@example.com',
        name: 'Ana Lima',
        displayName: 'Ana',
      },
    })
  })

  test('a token without a name still signs in, with no name', () => {
    const result = identityFromClaims(base)
    expect(result).toMatchObject({ ok: true, identity: { name: null, displayName: null } })
  })

  test.each([
    ['no e-mail', { email: undefined }, 'did not share an e-mail'],
    ['an empty e-mail', { email: '' }, 'did not share an e-mail'],
    ['a non-text e-mail', { email: 42 }, 'did not share an e-mail'],
    ['an e-mail without @', { email: 'ana.example.com' }, 'did not share an e-mail'],
    ['an unverified e-mail', { email_verified: false }, 'not verified'],
  ])('refuses %s', (_, claims, reason) => {
    const result = identityFromClaims({ ...base, ...claims })
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.reason).toContain(reason)
  })
})

describe('which issuer signs viewers in', () => {
  test('Google when configured, with the callback a deployer registers there', () => {
    const config = configFromEnv({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PUBLIC_ORIGIN: 'https://tv.example',
    })
    expect(issuerOf(config)).toBe('https://accounts.google.com')
    expect(callbackUrl(config)).toBe('https://tv.example/api/auth_google/callback')
  })

  test('otherwise the development provider on the server’s own origin', () => {
    expect(issuerOf(configFromEnv({}))).toBe('http://localhost:8080/dev-idp')
  })
})
