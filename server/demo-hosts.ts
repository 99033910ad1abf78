import { Hono } from 'hono'
import { readInside } from './static'

/**
 * The pretend broadcasters' pages (demo-hosts/), served on a second origin so the widget
 * can be seen on a "foreign" site. `{{WIDGET_ORIGIN}}` in HTML becomes our public origin.
 */
export function demoHostsApp(options: { dir: string; widgetOrigin: string }) {
  return new Hono().get('*', async (c) => {
    let path = new URL(c.req.url).pathname
    if (path.endsWith('/')) path += 'index.html'
    const body = await readInside(options.dir, path.replace(/^\/+/, ''))
    if (!body || path.toLowerCase().endsWith('.md')) return c.text('Not found', 404)
    if (path.endsWith('.html')) {
      c.header('Cache-Control', 'no-cache')
      return c.html(body.toString('utf8').replaceAll('{{WIDGET_ORIGIN}}', options.widgetOrigin))
    }
    const type = path.endsWith('.css')
      ? 'text/css'
      : path.endsWith('.js')
        ? 'text/javascript'
        : 'application/octet-stream'
    return c.body(new Uint8Array(body), 200, { 'Content-Type': type })
  })
}
