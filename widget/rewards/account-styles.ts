/**
 * The account sidebar's and its sheet's own rules (spec §2 layout), part of their lazy chunk: guests who never
 * open the account do not download them. The sidebar's frame (`.account`), the avatar and
 * the buttons stay in the widget's core stylesheet (the account bar uses them).
 */
export const ACCOUNT_CSS = `
.account h2, .account h3, .account p { margin: 0; }
.acct-name { font-size: 17px; overflow-wrap: anywhere; }
.account h3 { margin-bottom: 4px; font-size: 12px; letter-spacing: 0.06em; text-transform: uppercase;
  color: var(--muted); }
.muted { color: var(--muted); font-size: 13px; overflow-wrap: anywhere; }
.profile { display: flex; align-items: center; gap: 12px; }
.rows, .social { list-style: none; margin: 0; padding: 0; }
.row { display: flex; align-items: center; justify-content: space-between; gap: 8px;
  width: 100%; min-height: 40px; padding: 8px 0; border: 0; border-bottom: 1px solid var(--border);
  background: none; color: var(--text); font-size: 14px; text-align: left; text-decoration: none;
  cursor: pointer; }
.row.soon { cursor: default; }
.rows > :last-child, .rows > :last-child > .row { border-bottom: 0; }
.social { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
.social a { display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%;
  border: 1px solid var(--border); color: var(--text); font-weight: 700; text-decoration: none; }
.btn:disabled { opacity: 0.6; cursor: progress; }
.panel { padding: 12px; border-radius: calc(var(--radius) - 4px); background: var(--bg); }
.panel > p + p { margin-top: 8px; }
.profile .line { flex: 1; }
.points strong { font-size: 22px; }
.ck { display: inline-block; width: 1.4em; }
.checkin[data-state="done-today"] .ck { color: var(--exact); }
.wallet { font-family: ui-monospace, monospace; font-size: 15px; }
.flags { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; font-size: 12px; }
.flags li { padding: 2px 8px; border: 1px solid var(--exact); border-radius: 999px; color: var(--exact); }
.sheet { margin: auto 0 0; width: 100%; max-width: none; max-height: 85dvh; padding: 0;
  border: 0; border-radius: var(--radius) var(--radius) 0 0; background: var(--surface); color: var(--text); }
.sheet::backdrop { background: #0008; }
/* Close stays in the top right corner as the sheet scrolls, over the sidebar rather than beside
   it: a float would narrow the whole sidebar (a flex box keeps clear of floats), leaving an
   empty strip down its right side. Only the sidebar's first row makes room for it. */
.sheet-close { position: sticky; top: 8px; z-index: 1; display: grid; place-items: center;
  width: 44px; height: 44px; margin: 8px 8px -52px auto; border: 0; border-radius: 50%;
  background: var(--bg); color: var(--text); cursor: pointer; }
.sheet .account { border: 0; }
.sheet .account > :first-child, .sheet .account > style + * { margin-right: 44px; }
@media (min-width: 40rem) {
  .sheet { margin: 0 0 0 auto; width: 24rem; height: 100dvh; max-height: none; border-radius: 0; }
}
a.btn { display: inline-flex; align-items: center; justify-content: center; color: var(--text);
  text-decoration: none; }
`

const sheets = new WeakMap<ShadowRoot, true>()
let sheet: CSSStyleSheet | undefined

/**
 * Adds ACCOUNT_CSS to the element's shadow root as a constructable sheet (once per root,
 * so it works under a strict CSP, like the core sheet). False where the root has no adopted
 * core sheet (the browser cannot adopt sheets, so the core sheet is a <style>): the caller
 * renders a <style> instead. (Not asking ui/styles: importing it here would copy the whole
 * core stylesheet into the chunks this one shares with the element.)
 */
export function adoptAccountStyles(root: Node): boolean {
  if (!(root instanceof ShadowRoot) || root.adoptedStyleSheets.length === 0) return false
  if (sheets.has(root)) return true
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(ACCOUNT_CSS)
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  sheets.set(root, true)
  return true
}
