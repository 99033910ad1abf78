import { createHmac, timingSafeEqual } from 'node:crypto'
import { SIGNATURE_TOLERANCE_SECONDS } from '../../shared/api/conversions'

/** Hex HMAC-SHA256 of `message` with `secret`. */
export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex')
}

/** `X-Stv-Signature: t=…,v1=…` read, or null when it is not of that form. */
export function parseSignatureHeader(header: string | undefined): { t: string; v1: string } | null {
  if (!header) return null
  let t: string | undefined
  let v1: string | undefined
  for (const part of header.split(',')) {
    const at = part.indexOf('=')
    const name = part.slice(0, at).trim()
    const value = part.slice(at + 1).trim()
    if (name === 't') t = value
    else if (name === 'v1') v1 = value
  }
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return null
  return { t, v1 }
}

/** Whether a signature's time (unix seconds) is within the tolerance of `now`. */
export function isFresh(t: string, now: Date): boolean {
  return Math.abs(Number(t) - now.getTime() / 1000) <= SIGNATURE_TOLERANCE_SECONDS
}

/** Whether `signature` (hex) is the HMAC of `message` with `secret`, compared in constant time. */
export function signatureMatches(secret: string, message: string, signature: string): boolean {
  const expected = Buffer.from(hmacHex(secret, message), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
