// A tiny browser for sign-in tests: keeps cookies (by name and path, one host) and lets the
// test follow each redirect by hand, as a real browser would follow it.

type Cookie = { name: string; value: string; path: string }

/** Cookie jar + fetch with `redirect: 'manual'`. */
export class TestBrowser {
  private cookies: Cookie[] = []

  /** Requests a URL with the cookies whose path covers it; stores what it sets. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const { pathname } = new URL(url)
    const headers = new Headers(init.headers)
    const sent = this.cookies.filter(
      (c) =>
        pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
    )
    if (sent.length) headers.set('Cookie', sent.map((c) => `${c.name}=${c.value}`).join('; '))
    const res = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const line of res.headers.getSetCookie()) this.store(line)
    return res
  }

  /** Posts a form as a browser does. */
  post(url: string, form: Record<string, string>): Promise<Response> {
    return this.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    })
  }

  private store(line: string) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
    const eq = pair.indexOf('=')
    const name = pair.slice(0, eq)
    const value = pair.slice(eq + 1)
    const attr = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1)
    const path = attr('path') ?? '/'
    const expires = attr('expires')
    const gone = value === '' || (expires !== undefined && Date.parse(expires) <= Date.now())
    this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path))
    if (!gone) this.cookies.push({ name, value, path })
  }
}

/** The absolute target of a redirect answer (fails the test when there is none). */
export function locationOf(res: Response, base: string): string {
  const location = res.headers.get('location')
  if (!location || res.status < 300 || res.status > 399) {
    throw new Error(`expected a redirect, got ${res.status} ${location ?? ''}`)
  }
  return new URL(location, base).href
}
