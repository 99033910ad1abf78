/**
 * The loading overlay (spec §2): covers the page while a page's code is on its way. It
 * fades in after a moment, so a fast load never flashes it.
 */
export function LoadingOverlay() {
  return (
    <div className="loading-overlay" role="status" data-testid="loading-overlay">
      <span className="spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  )
}
