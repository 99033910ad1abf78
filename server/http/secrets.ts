import { createHash, randomBytes } from 'node:crypto'

/** A new unguessable secret (tokens, codes, states): 32 random bytes, base64url. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** SHA-256 of a secret, hex: what the database keeps instead of the secret itself. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}
