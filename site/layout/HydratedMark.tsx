import { useEffect } from 'react'

/** Marks the document once React has taken over the prerendered page (end-to-end tests wait for it). */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
