import { StrictMode, useEffect } from 'react'
import { BrowserRouter } from 'react-router'
import { App } from './App'
import { CLIENT_PAGES } from './client-pages'

/** Marks the document once React has taken over the prerendered page (end-to-end tests wait for it). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}

/** The tree the browser hydrates; the same as the server's but on the browser's history. */
export function ClientApp({ siteUrl }: { siteUrl: string }) {
  return (
    <StrictMode>
      <BrowserRouter>
        <App siteUrl={siteUrl} pages={CLIENT_PAGES} />
        <HydratedMark />
      </BrowserRouter>
    </StrictMode>
  )
}
