import { useState } from 'react'

/**
 * A button that copies `text` to the clipboard and says, beside it, whether it did; where the
 * browser blocks the clipboard it says how to copy by hand. `label` names what is copied.
 */
export function CopyButton({ text, label = 'Copy snippet' }: { text: string; label?: string }) {
  const [status, setStatus] = useState('')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setStatus('Copied.')
    } catch {
      setStatus('Copying is blocked here: select the text and copy it by hand.')
    }
  }
  return (
    <p className="copy-row">
      <button type="button" onClick={copy}>
        {label}
      </button>
      <span role="status">{status}</span>
    </p>
  )
}
