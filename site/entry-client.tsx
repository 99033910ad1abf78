import './styles.css'
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
if (container.firstElementChild) hydrateRoot(container, app)
else createRoot(container).render(app)
