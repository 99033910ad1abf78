// Where a broadcaster puts an origin's token to verify it (server/README.md, "Channels and
// origins"): the Studio, /docs and the server's check read it here. No valibot, so the docs
// page carries only these lines.

/**
 * Where a broadcaster puts an origin's token to show they control the origin: a text file at
 * `filePath` whose content contains it, or a meta tag named `metaName` on the home page.
 */
export const ORIGIN_VERIFICATION = {
  filePath: '/.well-known/shoppable-tv.txt',
  metaName: 'shoppable-tv-verification',
} as const

/** What an origin's token looks like (the database makes them: `stv-` and 32 hex digits). */
export const ORIGIN_TOKEN_PATTERN = /stv-[0-9a-f]{32}/

/** The meta tag that verifies an origin, to paste into its home page's `<head>`. */
export function verificationMetaTag(token: string): string {
  return `<meta name="${ORIGIN_VERIFICATION.metaName}" content="${token}">`
}
