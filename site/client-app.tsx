import { StrictMode } from 'react'
import { BrowserRouter } from 'react-router'
import { App } from './App'
import { CLIENT_PAGES } from './client-pages'

/** The tree the browser hydrates; the same as the server's but on the browser's history. */
export function ClientApp({ siteUrl }: { siteUrl: string }) {
  return (
    <StrictMode>
      <BrowserRouter>
        <App siteUrl={siteUrl} pages={CLIENT_PAGES} />
      </BrowserRouter>
    </StrictMode>
  )
}
