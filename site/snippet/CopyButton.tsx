import { useState } from 'react'

/** Copies a text to the clipboard and says whether it could. */
export function CopyButton({ text, label }: { text: string; label: string }) {
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
