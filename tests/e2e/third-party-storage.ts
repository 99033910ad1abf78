import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium'
import { E2E } from './env'
import { answerPartnerShops } from './site'

/** A browser context in a profile of its own, and how to close it and remove the profile. */
export type OwnProfile = { context: BrowserContext; close: () => Promise<void> }

/**
 * A Chromium that allows third-party storage, partitioned by the top-level site: the default of
 * most browsers' normal windows, where the Debian build the tests run blocks it. A cross-site
 * frame keeps what it stores across loads only here. Chromium reads the setting
 * (`cookie_controls_mode` 0) from its profile, so the context has a profile of its own.
 */
export async function allowingThirdPartyStorage(): Promise<OwnProfile> {
  const profile = mkdtempSync(join(tmpdir(), 'stv-e2e-profile-'))
  mkdirSync(join(profile, 'Default'))
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0 } }),
  )
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    baseURL: E2E.siteOrigin,
  })
  await answerPartnerShops(context)
  return {
    context,
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
