import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppDocument } from './pages/AppPage'

// /app's own document (issue 17): the phone store and its first-visit overlays, built on
// preact/compat (vite.config.ts, mode `site-app`) without the site's router or page table,
// so the page that hosts the widget loads one small runtime beside the widget's Preact
// instead of React. It hydrates the HTML React renders for the prerender, as the site does.
// Its stylesheet is the site's own (the prerender links it), so it is cached across pages.
const container = document.getElementById('root')
if (!container) throw new Error('site: #root is missing from the page template')

if (container.firstElementChild) hydrateRoot(container, <AppDocument />)
else createRoot(container).render(<AppDocument />)
