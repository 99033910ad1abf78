import { expect, test } from '@playwright/test'
import { hasFfmpeg } from '../../server/on-air/ocr/frames'
import { CUE_OFFSETS, startHlsSource } from './hls-source'
import { answerPartnerShops } from './site'
import { createChannel, signInToStudio, unrelatedItems } from './studio-steps'

// Issue 66's journey: a broadcaster pastes their live stream's HLS address in the Studio and
// nothing else. The server follows it (another origin, on loopback) and what the stream says
// in its subtitles, cues in its ID3 metadata and shows in its lower third reaches the channel's
// open widget, each with its reason, each timed where its cue sits on the stream's clock (what
// keeps pins in step with a viewer's picture, tests/e2e/picture-pins.spec.ts).
const run = Date.now().toString(36)

type Item = { id: number; title?: string; why?: string; time?: string }

test('a stream pasted in the Studio is followed: subtitles, ID3 and a lower third reach the widget', async ({
  page,
  context,
  request,
}) => {
  // ffmpeg draws the lower third (`npm test` needs it, .ci/run installs it).
  expect(hasFfmpeg(), 'ffmpeg is not installed').toBe(true)
  test.setTimeout(240_000)
  await answerPartnerShops(context)
  // Three items that share no word; the one shown on screen a title of plain words, short
  // enough for the lower third's line (at 30 px, 37 letters ran off the 640-px frame and were
  // read in part: a flaky run named "Drift 4" for "Riverbend Drift 4 Fluorocarbon Leader").
  const items = await unrelatedItems(request, 12)
  const shown = items.find((item) => /^[A-Za-z0-9 .-]{4,28}$/.test(item.title))
  const [said, cued] = items.filter((item) => item !== shown)
  if (!said || !shown || !cued) throw new Error('three items expected, one of plain words')
  const source = await startHlsSource({
    said: `And now on the river, the ${said.title}`,
    shown: shown.title,
    cued: cued.id,
  })
  try {
    await signInToStudio(page, { name: 'Sam Stream', email: `sam-${run}@example.com` })
    const id = await createChannel(page, `Sam Stream ${run}`, 'Studio streams')
    const stream = page.locator('section#on-air').getByRole('region', { name: 'Stream' })
    await stream.getByLabel('Stream URL (HLS .m3u8)').fill(source.master)
    await stream.getByRole('button', { name: 'Save' }).click()
    await expect(stream.getByText('The stream is saved.', { exact: false })).toBeVisible()
    // The panel reads the follower's state again every 10 s.
    await expect(stream.getByTestId('stream-state')).toContainText('Following — last heard', {
      timeout: 40_000,
    })

    // The open widget shows each as it comes, with why: what is said, then an item cued by id
    // in the stream's metadata, then a name in its lower third (the first frame loads the OCR
    // model). Each match is timed at its cue's place in its 2-s segment, where a viewer's
    // picture pins it.
    const app = await context.newPage()
    await app.goto(`/app?channelId=${id}`)
    const arrives = async (
      item: { id: number; title: string },
      why: string | RegExp,
      offsetMs: number,
    ) => {
      const card = app
        .locator('shoppable-tv li.card')
        .filter({ has: app.locator('h3.card-title', { hasText: item.title }) })
        .filter({ has: app.locator('p.card-meta', { hasText: why }) })
      await expect(card.first()).toBeVisible({ timeout: 60_000 })
      const res = await request.get(`/api/product_search/recent_products/${id}/50`)
      const match = ((await res.json()) as Item[]).find((entry) => entry.id === item.id)
      if (typeof why === 'string') expect(match?.why).toBe(why)
      else expect(match?.why).toMatch(why)
      expect(Date.parse(match?.time ?? '') % 2_000).toBe(offsetMs)
      return match?.why ?? ''
    }
    await arrives(said, `Heard: ${said.title}`, CUE_OFFSETS.said)
    source.start('cued')
    await arrives(cued, `Named on screen: ${cued.title}`, CUE_OFFSETS.cued)
    source.start('shown')
    // Read off the picture: the name as read, or the part of it that names the item when OCR
    // misreads a letter elsewhere ("Fiy Rod" for "Fly Rod" names it by "ST-92"; the benches
    // measure how often names are read whole).
    const read = await arrives(shown, /^Named on screen: /, CUE_OFFSETS.shown)
    expect(shown.title).toContain(read.replace('Named on screen: ', ''))
  } finally {
    await source.close()
  }
})
