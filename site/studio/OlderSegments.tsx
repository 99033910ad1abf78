/**
 * Under the recent segments: "Show older segments" while the server has older ones, saying
 * that it is reading them, and why not when it could not. The button stays where it is (only
 * its words change), so focus does not move while a page is read.
 */
export function OlderSegments({
  more,
  state,
  onShow,
}: {
  more: boolean
  state: 'idle' | 'loading' | 'failed'
  onShow: () => void
}) {
  if (!more) return null
  return (
    <p className="studio-older">
      <button
        type="button"
        className="secondary"
        aria-disabled={state === 'loading' || undefined}
        onClick={() => {
          if (state !== 'loading') onShow()
        }}
      >
        Show older segments
      </button>{' '}
      <span className="studio-hint" role="status">
        {state === 'loading' ? 'Reading older segments…' : ''}
        {state === 'failed' ? 'The older segments could not be read. Try again.' : ''}
      </span>
    </p>
  )
}
