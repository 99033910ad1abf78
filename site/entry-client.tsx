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
// Hydrating inside a transition lets React do it in short slices that yield to the browser
// (a default-priority hydration is one long task); the page is already on screen meanwhile,
// and input that reaches a part not yet hydrated makes React hydrate that part at once.
if (container.firstElementChild) {
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else createRoot(container).render(app)
