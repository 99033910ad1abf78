import { describe, expect, test } from 'vitest'
import { CREDENTIAL_HANDOVER_KEY } from '../auth-keys'
import { handOverCredential } from './sign-in-callback'

/** Runs the early script against a stand-in page: its address, history and session storage. */
function runEarly(href: string, storage: 'ok' | 'blocked' = 'ok') {
  const page = { href, kept: new Map<string, string>(), replaced: [] as string[] }
  const sessionStorage = {
    setItem(key: string, value: string) {
      if (storage === 'blocked') throw new DOMException('blocked', 'SecurityError')
      page.kept.set(key, value)
    },
  }
  const history = {
    state: { idx: 0 },
    replaceState: (_state: unknown, _title: string, url: string) => void page.replaced.push(url),
  }
  handOverCredential({ href }, () => sessionStorage, history)
  return page
}

describe('the callback pages’ early strip script', () => {
  test('takes the token out of the address at once and hands it over in session storage', () => {
    const page = runEarly('https://stv.example/app/oauth2callback?credential=tok-1#x')
    expect(page.kept.get(CREDENTIAL_HANDOVER_KEY)).toBe('tok-1')
    expect(page.replaced).toEqual(['/app/oauth2callback#x'])
  })

  test('leaves an address without a token alone', () => {
    const page = runEarly('https://stv.example/oauth2callback')
    expect(page.kept.size).toBe(0)
    expect(page.replaced).toEqual([])
  })

  test('where session storage is blocked it leaves the address for the page to strip', () => {
    const page = runEarly('https://stv.example/oauth2callback?credential=tok-1', 'blocked')
    expect(page.replaced).toEqual([])
  })
})
