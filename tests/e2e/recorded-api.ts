import { readFileSync, writeFileSync } from 'node:fs'
import type { BrowserContext } from '@playwright/test'

/**
 * One recorded answer, by path and query. The origin is left out of the key, and written as
 * ORIGIN in text bodies (feeds carry absolute picture URLs), so any E2E port replays it.
 */
type Recorded = { status: number; contentType: string; body: string }

const ORIGIN = '{{origin}}'
const isText = (contentType: string) => /json|text|svg|xml/.test(contentType)

/**
 * Replays the API answers a page needs from a JSON file beside the test (or, with `update`,
 * fetches them from the server, answers with them and writes the file when `save` is called).
 * Paths the file does not have go to the server. Like `routeFromHAR`, but keyed by path, so
 * the recording does not depend on the port the suite runs on.
 */
export async function recordedApi(
  context: BrowserContext,
  file: string,
  pattern: RegExp,
  update: boolean,
): Promise<{ save: () => void }> {
  const answers: Record<string, Recorded> = update ? {} : JSON.parse(readFileSync(file, 'utf8'))
  await context.route(pattern, async (route) => {
    const url = new URL(route.request().url())
    const key = `${route.request().method()} ${url.pathname}${url.search}`
    const known = answers[key]
    if (known) {
      const body = isText(known.contentType)
        ? known.body.replaceAll(ORIGIN, url.origin)
        : Buffer.from(known.body, 'base64')
      await route.fulfill({ status: known.status, contentType: known.contentType, body })
      return
    }
    if (!update) return route.continue()
    const response = await route.fetch()
    const body = await response.body()
    const contentType = response.headers()['content-type'] ?? 'application/octet-stream'
    answers[key] = {
      status: response.status(),
      contentType,
      body: isText(contentType)
        ? body.toString('utf8').replaceAll(url.origin, ORIGIN)
        : body.toString('base64'),
    }
    await route.fulfill({ response, body })
  })
  return {
    save: () => {
      if (update) writeFileSync(file, `${JSON.stringify(answers, null, 1)}\n`)
    },
  }
}
