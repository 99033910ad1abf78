/**
 * The widget's whole stylesheet. It lives in the element's Shadow DOM, so page CSS cannot
 * reach in and none of this leaks out; `:host { all: initial }` also stops inherited page
 * styles (fonts, colours, line height). Custom properties still inherit through the shadow
 * boundary, which is the supported way for a page to restyle the widget (`--stv-accent`…).
 * Mobile first: one column, two from 36rem of the element's own width, three from 60rem.
 */
export const WIDGET_CSS = `
:host { all: initial; display: block; contain: content; }
:host([hidden]) { display: none; }
.root {
  --bg: var(--stv-bg, #0f1115); --surface: var(--stv-surface, #1a1d24);
  --text: var(--stv-text, #f3f4f6); --muted: var(--stv-muted, #a3a9b5);
  --border: var(--stv-border, #2c313b);
  /* White on this accent is 5:1 (WCAG AA); it stands 3.7:1 off the dark background as a focus ring. */
  --accent: var(--stv-accent, #d6204a);
  --on-accent: var(--stv-on-accent, #ffffff); --exact: var(--stv-exact, #34d399);
  --related: var(--stv-related, #93c5fd); --radius: var(--stv-radius, 12px);
  color-scheme: dark; box-sizing: border-box; container-type: inline-size;
  /* system-ui is the platform's own face (Segoe UI, Roboto, San Francisco) wherever it is read. */
  font: 400 15px/1.45 system-ui, sans-serif;
  color: var(--text); background: var(--bg); border-radius: var(--radius);
  padding: 12px; min-height: 100%; -webkit-text-size-adjust: 100%;
}
.root[data-theme="light"] {
  --bg: var(--stv-bg, #ffffff); --surface: var(--stv-surface, #f4f5f7);
  --text: var(--stv-text, #111827); --muted: var(--stv-muted, #4b5563);
  --border: var(--stv-border, #d9dce3);
  --exact: var(--stv-exact, #047857); --related: var(--stv-related, #1d4ed8);
  color-scheme: light;
}
@media (prefers-color-scheme: light) {
  .root[data-theme="auto"] {
    --bg: var(--stv-bg, #ffffff); --surface: var(--stv-surface, #f4f5f7);
    --text: var(--stv-text, #111827); --muted: var(--stv-muted, #4b5563);
    --border: var(--stv-border, #d9dce3);
    --exact: var(--stv-exact, #047857); --related: var(--stv-related, #1d4ed8);
    color-scheme: light;
  }
}
*, *::before, *::after { box-sizing: inherit; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
button { font: inherit; color: inherit; }
.vh { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

.layout { display: grid; gap: 16px; }
.store { container-type: inline-size; min-width: 0; }

.status { display: grid; margin: 0 0 10px; font-size: 13px; color: var(--muted); }
/* The line and its unseen widest copies (StatusLine) lie in one place: it is as tall as the
   tallest, at every width, whatever it reads (issue 17). */
.status-row { grid-area: 1 / 1; display: flex; align-items: flex-start; gap: 8px; }
.status-size { visibility: hidden; }
.status-size::before { content: ""; width: 8px; flex: none; }
.status-size > [data-text]::after { content: attr(data-text); }
.status-dot { position: relative; width: 8px; height: 8px; border-radius: 50%;
  margin-top: 0.42em; background: var(--exact); flex: none; animation: stv-pulse 1.6s ease-in-out 6; }
/* Every animation here runs on opacity and transform only, which the compositor animates
   without the page's main thread (issue 17), and none runs without end but a skeleton's while
   it loads: each frame the compositor draws still posts the page's thread a task, some 20 ms a
   second at 4x CPU where a frame runs on it. So the dot pulses while the store connects, then
   rests; once live it rings twice when a product arrives (StatusLine keys the dot on the last
   match) and then sits still. The ring is given its layer up front: without it Chromium
   ticked its scale on the main thread, style work some 18 times a second. */
.live .status-dot { animation: none; }
.live .status-dot::after { content: ""; position: absolute; inset: 0; border-radius: 50%;
  background: var(--exact); opacity: 0; animation: stv-ring 2s 2; will-change: transform, opacity; }
.last, .status-size > :last-child { margin-left: auto; white-space: nowrap;
  font-variant-numeric: tabular-nums; }
.away .status-dot { background: var(--muted); animation: none; }
.away-text { color: var(--text); }

.tabs { display: flex; gap: 4px; margin: 0 0 12px; border-bottom: 1px solid var(--border);
  overflow-x: auto; scrollbar-width: none; background: linear-gradient(90deg, var(--bg) 50%, #0000) 0/32px local,
    linear-gradient(-90deg, var(--bg) 50%, #0000) 100%/32px local,
    linear-gradient(90deg, var(--muted), #0000) 0/14px, linear-gradient(-90deg, var(--muted), #0000) 100%/14px;
  background-repeat: no-repeat; }
.tab { flex: 1 0 auto; min-height: 44px; padding: 8px clamp(4px, 1.5cqi, 12px); border: 0;
  background: none; border-bottom: 2px solid transparent; color: var(--muted); font-weight: 600;
  cursor: pointer; white-space: nowrap; }
@container (max-width: 25rem) { .tabs { gap: 0; } .tab { font-size: 14px; } }
@container (max-width: 23rem) { .tab { font-size: 13px; padding-inline: 3px; } }
.tab[aria-selected="true"] { color: var(--text); border-bottom-color: var(--accent); }
/* The tab list scrolls sideways, so it clips what sticks out of it: the ring goes inside. */
.tab:focus-visible { outline-offset: -2px; }

.list { list-style: none; margin: 0; padding: 0; display: grid; --gap: 10px; gap: var(--gap);
  --cols: 1; }
@container (min-width: 36rem) { .list { grid-template-columns: repeat(2, minmax(0, 1fr)); --cols: 2; } }
@container (min-width: 60rem) { .list { grid-template-columns: repeat(3, minmax(0, 1fr)); --cols: 3; } }
/* Live: the cards are placed by translate (live-store/live-motion.ts), so a new card on top
   moves the others without a layout shift; the list's height is set to hold them. */
.live-list { display: block; position: relative; }
.live-list > .card { position: absolute; top: 0; left: 0; transition: translate 0.3s ease-out;
  width: calc((100% - (var(--cols) - 1) * var(--gap)) / var(--cols)); }
/* Only a card that arrived live comes in with motion; the first screen, from the pool, fills
   in without any (live-motion.ts). */
.live-list > .card:not(.arrived) { animation: none; }
.live-list:focus { outline: none; }
.pill-bar { position: sticky; top: 8px; z-index: 1; height: 0; display: flex;
  justify-content: center; align-items: flex-start; }
.pill { display: inline-flex; align-items: center; gap: 6px; min-height: 36px; padding: 6px 16px; border: 0; border-radius: 999px;
  background: var(--accent); color: var(--on-accent); font-weight: 700; font-size: 14px;
  cursor: pointer; box-shadow: 0 2px 10px #0008; animation: stv-enter 0.35s ease-out both; }

.card { display: grid; grid-template-columns: 88px minmax(0, 1fr); gap: 12px; padding: 10px;
  background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius);
  animation: stv-enter 0.35s ease-out both; }
.card-img { display: block; width: 88px; height: 88px; object-fit: cover;
  border-radius: calc(var(--radius) - 4px); background: var(--border); }
.card-body { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.card-title { margin: 0; font-size: 15px; font-weight: 600; line-height: 1.3;
  overflow-wrap: anywhere; display: -webkit-box; -webkit-line-clamp: 2;
  -webkit-box-orient: vertical; overflow: hidden; }
.card-meta { margin: 0; font-size: 13px; color: var(--muted); overflow-wrap: anywhere; }
.card-foot { display: flex; align-items: center; justify-content: space-between; gap: 8px;
  margin-top: auto; flex-wrap: wrap; }
.price { font-weight: 700; }
.badges { display: flex; gap: 6px; flex-wrap: wrap; }
.badge { font-size: 11px; font-weight: 700; letter-spacing: 0.02em; text-transform: uppercase;
  padding: 2px 6px; border-radius: 999px; border: 1px solid var(--border); color: var(--muted); }
.badge[data-match="exact"] { color: var(--exact); border-color: currentColor; }
.badge[data-match="contextual"] { color: var(--related); border-color: currentColor; }
.buy { display: inline-flex; align-items: center; min-height: 36px; padding: 6px 14px;
  border-radius: 999px; background: var(--accent); color: var(--on-accent); font-weight: 700;
  font-size: 14px; text-decoration: none; white-space: nowrap; }
.buy:hover { filter: brightness(1.08); }

.state { padding: 24px 12px; text-align: center; color: var(--muted); }
.state p { margin: 0 0 12px; }
.retry { min-height: 40px; padding: 8px 18px; border-radius: 999px; border: 1px solid var(--accent);
  background: none; color: var(--text); font-weight: 600; cursor: pointer; }

.skeleton { animation: none; }
.skeleton .card-img, .skeleton .line, .skeleton .avatar { background: var(--border);
  animation: stv-pulse 1.2s ease-in-out infinite; }
.line { height: 12px; border-radius: 6px; width: 80%; }
.line.short { width: 45%; }

.account { display: flex; flex-direction: column; gap: 12px; padding: 16px; min-width: 0;
  background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); }
.avatar { flex: none; display: grid; place-items: center; width: 48px; height: 48px;
  border-radius: 50%; background: hsl(var(--hue, 0) 55% 36%); color: #fff; font-weight: 700; }
.btn { min-height: 44px; padding: 10px 16px; border-radius: 999px; border: 1px solid var(--border);
  background: none; font-weight: 600; cursor: pointer; }
.btn.primary { background: var(--accent); border-color: var(--accent); color: var(--on-accent); }
.notice { color: var(--accent); font-weight: 600; }
/* The vote buttons' rules come with the rewards chunk (rewards/vote-styles). */

/* The account bar (view="full"); its sheet's rules come with the sheet (rewards/account-styles). */
.acct-bar { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; margin: 0 0 12px; }
.acct-bar .notice { flex-basis: 100%; margin: 0; text-align: end; }
.acct-open { display: inline-flex; align-items: center; gap: 8px; }
.acct-open .avatar { width: 32px; height: 32px; margin: -6px 0 -6px -10px; font-size: 12px; }

@keyframes stv-enter { from { opacity: 0; transform: translateY(-8px); } }
@keyframes stv-pulse { 50% { opacity: 0.35; } }
@keyframes stv-ring { from { opacity: 0.6; } to { opacity: 0; transform: scale(2.5); } }
@media (prefers-reduced-motion: reduce) {
  .card, .pill, .status-dot, .live .status-dot::after, .skeleton .card-img, .skeleton .line, .skeleton .avatar { animation: none; }
  .live-list > .card { transition: none !important; }
}
`

let sheet: CSSStyleSheet | null | undefined

/**
 * The stylesheet as one constructable CSSStyleSheet shared by every element on the page
 * (adopted, so it works under a strict CSP). Null where the browser cannot adopt sheets;
 * the element then renders a `<style>` instead.
 */
export function widgetStyleSheet(): CSSStyleSheet | null {
  if (sheet !== undefined) return sheet
  try {
    const made = new CSSStyleSheet()
    made.replaceSync(WIDGET_CSS)
    sheet = 'adoptedStyleSheets' in ShadowRoot.prototype ? made : null
  } catch {
    sheet = null
  }
  return sheet
}
