// The few HTML pages of sign-in (refusals, provider errors, the development sign-in form).
// Everything that comes from a request or a provider is escaped: it is text, never markup.
import { escapeHtml } from '../../shared/html'
import { PAGE_POLICY_HEADERS, signInPageCsp } from './security-headers'

/** The one stylesheet of the sign-in pages (inline, allowed by its hash). */
export const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}
body{margin:0;display:grid;place-items:center;min-height:100vh;background:Canvas;color:CanvasText}
main{max-width:26rem;padding:2rem 1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
.note{border-left:4px solid #d97706;padding:.5rem .75rem;background:color-mix(in srgb,#d97706 12%,Canvas)}
label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;margin-top:.25rem}
input[aria-invalid=true]{outline:2px solid #dc2626}
.error{color:#dc2626;margin:.25rem 0 0}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.5rem 1.25rem;cursor:pointer}
.actions a{padding:.5rem 0}
.actions a.primary{padding:.5rem 1.25rem;background:#1d4ed8;color:#fff;border-radius:.375rem;text-decoration:none}
code{overflow-wrap:anywhere}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
`

/** Headers of every sign-in page: never cached, never framed, no scripts, no Referer. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...PAGE_POLICY_HEADERS,
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': signInPageCsp(STYLE),
}

/** A whole page around already-escaped body markup. */
export function htmlDocument(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${bodyHtml}
</main>
</body>
</html>
`
}

/** A page that tells the viewer what went wrong, with an optional link onwards. */
export function messagePage(options: {
  title: string
  message: string
  link?: { href: string; text: string }
}): string {
  const link = options.link
    ? `<p><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a></p>`
    : ''
  return htmlDocument(
    `${options.title} · Shoppable TV`,
    `<h1>${escapeHtml(options.title)}</h1>\n<p>${escapeHtml(options.message)}</p>\n${link}`,
  )
}
