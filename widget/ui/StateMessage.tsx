/** A centred message for an empty or failed list, with an optional Retry button. */
export function StateMessage({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="state" role={onRetry ? 'alert' : undefined}>
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="retry" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  )
}
