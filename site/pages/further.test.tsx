import { describe, expect, test } from 'vitest'
import { PAGE_PATHS } from '../../shared/routes'
import { SOCIAL_LINKS, SUPPORT_EMAIL } from '../../shared/support'
import { renderPage } from '../render'
import { FAQ_ENTRIES } from './Faq'

const SITE = 'https://shop.example'
const html = (path: string) => renderPage(path, SITE).html

describe('the FAQ on /home', () => {
  test('covers every topic of spec §1 as native disclosures under #faq', () => {
    const home = html('/home')
    expect(home).toContain('id="faq"')
    for (const question of [
      'What is Shoppable TV?',
      'How does it work?',
      'How do I buy something?',
      'Which devices and platforms are supported?',
      'Who are the partners?',
      'What insights do channels and brands get?',
      'What about my privacy?',
    ]) {
      expect(home).toContain(`<summary>${question}</summary>`)
    }
    expect(home.match(/<details /g)).toHaveLength(FAQ_ENTRIES.length)
  })

  test('gives the support e-mail and every social link from the one config', () => {
    const home = html('/home')
    expect(home).toContain(`href="mailto:${SUPPORT_EMAIL}"`)
    for (const link of SOCIAL_LINKS) expect(home).toContain(`href="${link.href}"`)
  })
})

describe('the further pages of spec §2', () => {
  test('none is a placeholder', () => {
    for (const path of PAGE_PATHS) {
      expect(html(path), path).not.toMatch(
        /not built yet|not available yet|is planned|reserved for/,
      )
    }
  })

  test('/intravel-livestore frames the InTravel Europe store on our own origin', () => {
    expect(html('/intravel-livestore')).toMatch(
      /<iframe class="livestore-frame" src="\/app\?channelId=intravel-eu" title="InTravel Europe live store">/,
    )
  })

  test('/intravel-redirect lists a store link per edition before any script runs', () => {
    const page = html('/intravel-redirect')
    for (const id of ['intravel-eu', 'intravel-uk', 'intravel-us']) {
      expect(page).toContain(`href="/app?channelId=${id}"`)
    }
  })

  test('/sandbox has the pickers, the snippet and the diagnostics panel', () => {
    const page = html('/sandbox')
    for (const text of ['Channel', 'View', 'Theme', 'Snippet', 'Diagnostics', 'Run diagnostics']) {
      expect(page).toContain(text)
    }
    // The snippet comes from the server the page is served by, never from the build.
    expect(page).toContain('Loading the snippet from this server…')
    expect(page).not.toContain(`${SITE}/widget`)
  })

  test('/euronews-travel shows a travel channel on air and its QR code', () => {
    const page = html('/euronews-travel')
    expect(page).toContain('data-testid="stream"')
    expect(page).toContain('data-testid="qr"')
  })

  test('/card-reveal says how it treats reduced motion', () => {
    expect(html('/card-reveal')).toContain('reduced motion')
  })
})
