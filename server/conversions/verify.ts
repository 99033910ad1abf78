import { SIGNATURE_TOLERANCE_SECONDS } from '../../shared/api/conversions-wire'
import { ERROR_CODE } from '../../shared/api/error-codes'
import type { Db } from '../db'
import { HttpError } from '../http/errors'
import { conversionSecretOf } from './secret'
import { isFresh, signatureMatches } from './signature'

/** The messages of a refused signature (the codes are in shared/api/error-codes.ts). */
export const SIGNATURE_ERROR = {
  bad: 'The signature is missing, malformed, or not made with this channel’s conversion secret',
  stale: `The signature’s time is more than ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes from ours: sign each request when it is sent`,
  noSecret: 'This channel has no conversion secret: an owner makes one in the Studio (Conversions)',
} as const

/**
 * Throws the conversion's refusal unless `signature` is the HMAC of `message` with the
 * channel's secret and `t` is within the tolerance of `now`. An unknown channel is refused as a
 * bad signature, so the answer does not tell which channels exist.
 */
export async function verifySigned(
  db: Db,
  channelId: string | undefined,
  signed: { t: string; signature: string; message: string } | null,
  now: Date,
): Promise<void> {
  const secret = channelId ? await conversionSecretOf(db, channelId) : undefined
  if (secret === null)
    throw new HttpError(403, SIGNATURE_ERROR.noSecret, ERROR_CODE.noConversionSecret)
  if (!secret || !signed || !signatureMatches(secret, signed.message, signed.signature)) {
    throw new HttpError(401, SIGNATURE_ERROR.bad, ERROR_CODE.badSignature)
  }
  if (!isFresh(signed.t, now)) {
    throw new HttpError(401, SIGNATURE_ERROR.stale, ERROR_CODE.staleSignature)
  }
}
