/**
 * The vote buttons' rules ("Save", "Not for me") and the Favourites tab's pulse: only a
 * signed-in viewer sees them, so they come with the rewards chunk, not in the widget's core
 * stylesheet (its first download).
 */
export const VOTE_CSS = `
.votes { display: flex; gap: 4px; order: 1; flex-basis: 100%; }
.vote { display: inline-flex; align-items: center; gap: 4px; min-height: 36px; padding: 4px 10px;
  border: 1px solid var(--border); border-radius: 999px; background: none; color: var(--muted);
  font-size: 13px; font-weight: 600; cursor: pointer; }
.vote[aria-pressed="true"] { border-color: var(--accent); color: var(--text); }
.vote[aria-pressed="false"] .icon { fill: none; }
.tab.pulse { animation: stv-pulse 0.5s ease-in-out 4; }
@media (prefers-reduced-motion: reduce) { .tab.pulse { animation: none; } }
`

const added = new WeakSet<ShadowRoot>()
let sheet: CSSStyleSheet | undefined

/**
 * Adds VOTE_CSS to an element's shadow root, once: adopted beside the core sheet (so it works
 * under a strict CSP), or as a `<style>` where the core sheet is one too.
 */
export function addVoteStyles(root: ShadowRoot | null | undefined): void {
  if (!root || added.has(root)) return
  added.add(root)
  if (!root.adoptedStyleSheets?.length) {
    root.prepend(Object.assign(document.createElement('style'), { textContent: VOTE_CSS }))
    return
  }
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(VOTE_CSS)
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}
