import { useStore } from '@nanostores/react'
import type { ReadableAtom } from 'nanostores'
import type { StatusText } from '../stores/status'

/** The AI status line ('Connecting...', 'Connected!', 'Searching for products...'). */
export function StatusLine({ $status }: { $status: ReadableAtom<StatusText> }) {
  const text = useStore($status)
  return (
    <p className="status" role="status">
      <span className="status-dot" aria-hidden="true" />
      {text}
    </p>
  )
}
