// Runs in a worker thread: renders every prerendered file of the site for one origin with the
// build's SSR entry and early scripts (read and checked by the server; without them the render
// fails), and posts them back as [file, text] pairs. A thread of its own, so React's server
// renderer never stays in the server's heap.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'

const { distDir, origin, earlyScripts } = workerData
const entry = await import(pathToFileURL(join(distDir, 'site-ssr/entry-server.js')).href)
const [template, appTemplate] = await Promise.all([
  readFile(join(distDir, 'site/index.html'), 'utf8'),
  readFile(join(distDir, 'site/app.html'), 'utf8'),
])
parentPort?.postMessage([...entry.renderSite(origin, { template, appTemplate, earlyScripts })])
