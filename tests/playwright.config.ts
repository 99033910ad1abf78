import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium'
import { E2E } from './e2e/env'

/**
 * End-to-end suites in real Chromium (Debian's /usr/bin/chromium; no browser download).
 * One server process serves the site, widget and API on localhost and the demo-hosts on
 * 127.0.0.1 — two different sites, as a broadcaster's page would be.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Only visual.spec.ts compares screenshots; its baselines are committed here.
  snapshotPathTemplate: '{testDir}/__screenshots__/visual/{arg}{ext}',
  reporter: 'list',
  use: {
    baseURL: E2E.siteOrigin,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    cwd: '..',
    url: `${E2E.siteOrigin}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E.port),
      DEMO_HOSTS_PORT: String(E2E.demoHostsPort),
      DATA_DIR: 'memory://',
      PUBLIC_ORIGIN: E2E.siteOrigin,
      DEMO_HOSTS_ORIGIN: E2E.demoHostsOrigin,
      // Feed imports last a few seconds, so the Studio's progress bar can be watched moving.
      FEED_IMPORT_ROWS_PER_SECOND: '500',
      // The broadcaster sites the Studio tests verify are on loopback ports of their own.
      ORIGIN_VERIFY_ALLOW_PRIVATE: '1',
      // Feed pictures in the tests are on loopback hosts too; the picture proxy obeys this.
      FEED_FETCH_ALLOW_PRIVATE: '1',
      // The demo channels' matches at known times, from their programs (server/demo's own
      // tests follow them from their streams).
      DEMO_ON_AIR: 'clock',
    },
  },
})
