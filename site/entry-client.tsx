import './styles.css'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { ClientApp } from './client-app'
import { preloadPage } from './client-pages'
import { siteUrlFromDocument } from './head/use-head-sync'

const container = document.getElementById('root')
if (!container) throw new Error('site: #root is missing from the page template')

const app = <ClientApp siteUrl={siteUrlFromDocument(document)} />

// A page split into its own chunk is fetched first, so hydration finds its code ready.
await preloadPage(window.location.pathname)

// Prerendered pages hydrate; the bare template (vite dev server) renders from scratch.
// The browser bundle runs on preact/compat (vite.config.ts), whose hydrateRoot hydrates the
// whole page in one task, transition or not (site/README.md has its time at 4x CPU); the
// transition is for React 19, which the unit tests hydrate with and which would then work
// in short slices.
if (container.firstElementChild) {
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else createRoot(container).render(app)
