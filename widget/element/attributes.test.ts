import { expect, test } from 'vitest'
import { parseApiBase, parseAttributes } from './attributes'

const script = 'https://stv.example/widget/0.0.9/shoppable-tv.js'
const page = 'https://broadcaster.example/live'

test('defaults: full view, auto theme, auto mode, API on the script’s origin', () => {
  expect(parseAttributes({ channelId: 'wildtv' }, script, page)).toEqual({
    channelId: 'wildtv',
    view: 'full',
    theme: 'auto',
    apiBase: 'https://stv.example/api',
    mode: 'auto',
  })
})

test('reads known values, ignoring case and spaces', () => {
  const parsed = parseAttributes(
    { channelId: ' kbs ', view: 'Store', theme: ' light', mode: 'inline' },
    script,
    page,
  )
  expect(parsed).toMatchObject({ channelId: 'kbs', view: 'store', theme: 'light', mode: 'inline' })
})

test('unknown values fall back to the defaults', () => {
  expect(
    parseAttributes({ view: 'admin', theme: 'purple', mode: 'popup' }, script, page),
  ).toMatchObject({
    view: 'full',
    theme: 'auto',
    mode: 'auto',
  })
})

test('a channel id must be a plain slug', () => {
  expect(parseAttributes({ channelId: '../admin' }, script, page).channelId).toBeNull()
  expect(parseAttributes({ channelId: 'a b' }, script, page).channelId).toBeNull()
  expect(parseAttributes({ channelId: '' }, script, page).channelId).toBeNull()
  expect(parseAttributes({}, script, page).channelId).toBeNull()
})

test('api-base accepts http(s) URLs, relative to the page, without trailing slash', () => {
  expect(parseApiBase('https://api.example/v1/', script, page)).toBe('https://api.example/v1')
  expect(parseApiBase('/stv-api', script, page)).toBe('https://broadcaster.example/stv-api')
  expect(parseApiBase('javascript:alert(1)', script, page)).toBe('https://stv.example/api')
  expect(parseApiBase('  ', script, page)).toBe('https://stv.example/api')
})
