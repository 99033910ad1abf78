// What the browser benches (first-card.ts, host-cost.ts) share: the throttled phone profile and
// the flag that keeps a cross-site frame in its page's process (the widget's frame: ../frames.ts).
import { readFileSync } from 'node:fs'
import type { Browser, CDPSession } from '@playwright/test'

/** Phone CPU: four times slower than this machine (Lighthouse's mobile multiplier). */
export const PHONE_CPU_SLOWDOWN = 4

/** A slow 4G phone network: 150 ms round trip, 1.6 Mbps down, 750 kbps up (bytes/s for CDP). */
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
}

/** A phone's viewport, as the end-to-end tests use. */
export const PHONE_VIEWPORT = { width: 390, height: 844 }

/** A desktop viewport wide enough for the broadcaster page's two columns. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 }

/**
 * Launch flag that keeps a cross-site frame in its page's renderer process, on the page's main
 * thread, as Android Chrome does for sites without a sign-in. Then one CDP session's CPU and
 * network throttling covers the frame too (an out-of-process frame has its own target, which
 * throttling would reach only after its first requests). Not `--disable-features=
 * IsolateOrigins,site-per-process`: Chromium keeps only the last `--disable-features`, which
 * would drop Playwright's own list; this switch alone turns site isolation off (checked by
 * `outOfProcessFrames`).
 */
export const IN_PROCESS_FRAMES = '--disable-site-isolation-trials'

/** Applies the phone's CPU slowdown, and its network when asked, to a page before it loads. */
export async function throttlePhone(cdp: CDPSession, network: boolean): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
  if (!network) return
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK)
}

/** How many frames of the browser run in a process of their own (0 with IN_PROCESS_FRAMES). */
export async function outOfProcessFrames(browser: Browser): Promise<number> {
  const cdp = await browser.newBrowserCDPSession()
  const { targetInfos } = await cdp.send('Target.getTargets')
  await cdp.detach()
  return targetInfos.filter((target) => target.type === 'iframe').length
}

/** The machine's 1, 5 and 15 minute load averages (other work shares its two cores). */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
}
