import { expect, test } from 'vitest'
import { SIGN_IN_CALLBACK_PAGES } from '../auth-keys'
import { sitePageScripts } from './site-pages'

test('every page hides a decided banner first; return pages take the token out before; /app ends with the stored channel', () => {
  expect(sitePageScripts('/home')).toEqual({ head: ['consent'], bodyEnd: [] })
  expect(sitePageScripts('/app')).toEqual({ head: ['consent'], bodyEnd: ['storeChannel'] })
  for (const path of SIGN_IN_CALLBACK_PAGES) {
    expect(sitePageScripts(path)).toEqual({ head: ['signInCallback', 'consent'], bodyEnd: [] })
  }
})
