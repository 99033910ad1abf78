import * as v from 'valibot'
import { DEFAULT_API_PATH, paths } from '../../shared/api'
import { ErrorBodySchema } from '../../shared/api/error-codes'
import { AUTH_TOKEN_KEY } from '../../shared/auth-keys'
import type { SiteEnv } from '../env'

/** One API call the diagnostics panel makes (spec §7 "Further": the wallet endpoints). */
export type Probe = {
  method: 'GET' | 'POST'
  path: string
  /** Sends the stored session token as bearer, as the widget would. */
  bearer: boolean
}

/** What the panel probes: the API's health, the channel's feed, then the wallet endpoints. */
export function probesFor(channelId: string): Probe[] {
  return [
    { method: 'GET', path: paths.health, bearer: false },
    { method: 'GET', path: paths.recentProducts(channelId, 1), bearer: false },
    // Empty JSON bodies, as the spec's diagnostics helper sends them.
    { method: 'POST', path: paths.walletNonce, bearer: true },
    { method: 'POST', path: paths.walletLink, bearer: true },
    { method: 'GET', path: paths.walletLinked, bearer: true },
  ]
}

/** How one probe went: the server's answer as it came, or no answer at all. */
export type ProbeResult =
  | {
      state: 'answered'
      status: number
      ms: number
      /** The body's `error.message`, when the API gave one. */
      error: string | null
      withToken: boolean
    }
  | { state: 'unreachable'; ms: number; message: string; withToken: boolean }

// Only a printable token goes into a header; anything else would make fetch throw.
const TOKEN = /^[\x21-\x7e]{1,4096}$/

/** The stored session token, if there is a usable one. */
export function storedToken(env: SiteEnv): string | null {
  const token = env.storage.get(AUTH_TOKEN_KEY)
  return token && TOKEN.test(token) ? token : null
}

async function errorText(response: Response): Promise<string | null> {
  try {
    const body = v.safeParse(ErrorBodySchema, await response.json())
    if (body.success) return body.output.error.message.slice(0, 200)
  } catch {
    // not JSON: the status says it all
  }
  return null
}

/** Makes one probe against the API on this origin and reports what happened. */
export async function runProbe(env: SiteEnv, probe: Probe): Promise<ProbeResult> {
  const token = probe.bearer ? storedToken(env) : null
  const headers: Record<string, string> = { accept: 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  if (probe.method === 'POST') headers['content-type'] = 'application/json'
  const started = env.now().getTime()
  const elapsed = () => env.now().getTime() - started
  try {
    const response = await env.fetch(`${DEFAULT_API_PATH}${probe.path}`, {
      method: probe.method,
      headers,
      body: probe.method === 'POST' ? '{}' : null,
      cache: 'no-store',
    })
    const error = response.ok ? null : await errorText(response)
    return { state: 'answered', status: response.status, ms: elapsed(), error, withToken: !!token }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { state: 'unreachable', ms: elapsed(), message, withToken: !!token }
  }
}

/** A plain reading of a status, so a 401 or 404 is understood rather than alarming. */
export function statusMeaning(status: number): string {
  if (status >= 200 && status < 300) return 'OK'
  if (status === 400 || status === 422) return 'Refused the request body'
  if (status === 401) return 'Needs a signed-in session'
  if (status === 403) return 'Not allowed for this session'
  if (status === 404) return 'Not available on this server'
  if (status === 429) return 'Too many requests'
  if (status >= 500) return 'Server error'
  return 'Refused'
}
