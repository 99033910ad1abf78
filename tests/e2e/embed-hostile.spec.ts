import { expect, type Page, test } from '@playwright/test'
import { BRIDGE_CHANNEL } from '../../shared/bridge/protocol'
import { continueToSignIn, fillDevSignIn, openAccount } from './dev-sign-in'
import { E2E } from './env'
import { answerPartnerShops } from './site'

// A script of the broadcaster's page shares the loader's window and origin, so what it posts
// to the frame looks like the loader's own messages. Once the frame is connected, none of it
// may break the bridge or reach the script: the widget's events and sign-in keep working.

const PLAIN = `${E2E.demoHostsOrigin}/plain.html`
const frameOf = (page: Page) => page.frameLocator('shoppable-tv iframe')

const ATTACKS = ['a SYN with a foreign participant id', 'a DESTROY', 'an ACK2 with a port'] as const
type Attack = (typeof ATTACKS)[number]

type Spy = { heard: unknown[]; ports: unknown[]; ready: number }

test.beforeEach(async ({ context, page }) => {
  await answerPartnerShops(context)
  await page.addInitScript(() => {
    if (window !== window.top) return
    const spy: Spy = { heard: [], ports: [], ready: 0 }
    Object.defineProperty(window, '__attacker', { value: spy })
    // What any script of the page can see: every message to this window, ports included.
    window.addEventListener('message', (event) => {
      if (event.ports.length) spy.ports.push(event.data)
    })
    // The widget's `ready` comes through the bridge (notify): the frame is connected.
    document.addEventListener('shoppable-tv:ready', () => {
      spy.ready++
    })
  })
})

const spyOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __attacker: Spy }).__attacker)

/**
 * A call from the frame to the loader after the attacks: a widget event in the frame
 * (`notify` through the bridge), which the host page hears from the element.
 */
async function callThroughBridge(page: Page) {
  const before = (await spyOf(page)).ready
  const embed = page.frames().find((frame) => frame.url().includes('/embed'))
  await embed?.evaluate(() => document.dispatchEvent(new CustomEvent('shoppable-tv:ready')))
  await expect.poll(async () => (await spyOf(page)).ready).toBe(before + 1)
}

/** Posts one hostile message from the host page to the frame, as any of its scripts could. */
async function attack(page: Page, kind: Attack) {
  await page.evaluate(
    ({ kind, channel, siteOrigin }) => {
      const spy = (window as unknown as { __attacker: Spy }).__attacker
      const target = document
        .querySelector('shoppable-tv')
        ?.shadowRoot?.querySelector('iframe')?.contentWindow
      const penpal = { namespace: 'penpal', channel }
      if (kind === 'a SYN with a foreign participant id')
        target?.postMessage({ ...penpal, type: 'SYN', participantId: 'attacker' }, siteOrigin)
      if (kind === 'a DESTROY') target?.postMessage({ ...penpal, type: 'DESTROY' }, siteOrigin)
      if (kind === 'an ACK2 with a port') {
        const { port1, port2 } = new MessageChannel()
        port1.onmessage = (event) => spy.heard.push(event.data)
        target?.postMessage({ ...penpal, type: 'ACK2' }, siteOrigin, [port2])
      }
    },
    { kind, channel: BRIDGE_CHANNEL, siteOrigin: E2E.siteOrigin },
  )
}

for (const kind of ATTACKS) {
  test(`after ${kind} from the host page, the widget’s events and sign-in still work`, async ({
    page,
  }) => {
    await page.goto(PLAIN)
    await expect.poll(async () => (await spyOf(page)).ready).toBeGreaterThan(0)
    await attack(page, kind)

    // A widget event still reaches the loader.
    await callThroughBridge(page)
    expect((await spyOf(page)).heard).toEqual([])

    // getPageContext still reaches the loader, and the frame's own form sends the page to sign-in.
    const widget = frameOf(page).locator('shoppable-tv')
    await openAccount(widget)
    await widget.getByRole('button', { name: 'Sign in with Google' }).click()
    await continueToSignIn(page, new URL(E2E.demoHostsOrigin).host)
    await fillDevSignIn(page, 'Di Park', 'di@example.com')
    await openAccount(widget)
    await expect(widget.getByTestId('account-name')).toHaveText('Di Park')
    expect(page.url()).toBe(PLAIN)
  })
}

test('the host page’s scripts never get a port or a message of the bridge', async ({ page }) => {
  await page.goto(PLAIN)
  await expect.poll(async () => (await spyOf(page)).ready).toBeGreaterThan(0)
  for (const kind of ATTACKS) await attack(page, kind)
  // A call after the attacks, which must go to the loader alone.
  await callThroughBridge(page)
  const spy = await spyOf(page)
  expect(spy.heard).toEqual([])
  expect(spy.ports).toEqual([])
})
