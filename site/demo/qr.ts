import { encode } from 'uqr'
import { QR_SOURCE_PARAM, QR_SOURCE_VALUE } from '../../shared/api/insights-beacon'
import { STORE_CHANNEL_PARAM } from '../../shared/channels'

/** Light modules around the code, as the QR standard asks, so phones lock on quickly. */
export const QR_QUIET_ZONE = 4

/**
 * The phone store link a channel's QR code opens: `{origin}/app?channelId={id}&src=qr`; the
 * `src=qr` lets the widget count the visit as one from the QR code (insights `qrVisits`).
 */
export function appLink(origin: string, channelId: string): string {
  const base = origin.replace(/\/+$/, '')
  const channel = `${STORE_CHANNEL_PARAM}=${encodeURIComponent(channelId)}`
  return `${base}/app?${channel}&${QR_SOURCE_PARAM}=${QR_SOURCE_VALUE}`
}

/** A QR code as one SVG path: `size` modules square, dark modules in `d`. */
export type QrDrawing = { size: number; d: string }

/**
 * The mask pattern every code uses. A QR reader reads any of the eight; left to choose, the
 * encoder draws the code under each and scores them, which on the demo page was ~90 ms of
 * its hydration at 4x CPU (issue 17), for a code that is drawn again on every visit. Pattern
 * 2 is the one it chose for 26 of the 36 demo channel links on three origins.
 */
export const QR_MASK_PATTERN = 2

/** Encodes text (medium error correction) and draws each row's runs of dark modules as rectangles. */
export function drawQr(text: string): QrDrawing {
  const { size, data } = encode(text, { ecc: 'M', border: 0, maskPattern: QR_MASK_PATTERN })
  const parts: string[] = []
  data.forEach((row, y) => {
    let x = 0
    while (x < size) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < size && row[x]) x++
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  })
  return { size, d: parts.join('') }
}
