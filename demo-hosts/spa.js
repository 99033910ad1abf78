// A single-page app in plain JavaScript: each route renders its view, and a channel route
// creates a <shoppable-tv> element that the next route change removes again.
const view = document.getElementById('view')

const routes = {
  '/': () => {
    const heading = document.createElement('h1')
    heading.textContent = 'StreamHub home'
    const text = document.createElement('p')
    text.textContent = 'Pick a channel to watch; its live store appears beside the stream.'
    return [heading, text]
  },
  '/watch/': (channelId) => {
    const heading = document.createElement('h1')
    heading.textContent = `Watching ${channelId}`
    const widget = document.createElement('shoppable-tv')
    widget.setAttribute('channel-id', channelId)
    widget.setAttribute('view', 'store')
    return [heading, widget]
  },
}

function render() {
  const path = location.hash.slice(1) || '/'
  const watch = /^\/watch\/([a-z0-9-]+)$/.exec(path)
  const nodes = watch ? routes['/watch/'](watch[1]) : routes['/']()
  view.replaceChildren(...nodes)
  for (const link of document.querySelectorAll('nav a[href^="#"]')) {
    if (link.getAttribute('href') === `#${path}`) link.setAttribute('aria-current', 'page')
    else link.removeAttribute('aria-current')
  }
}

window.addEventListener('hashchange', render)
render()
