import { afterEach, expect, test } from 'vitest'
import { PARENT_ORIGIN_META } from '../../shared/bridge'
import { embedParentOrigin } from './embed-origin'

const framed = { parent: {} } as Window

afterEach(() => {
  document.head.innerHTML = ''
})

test('the embed page in a frame gives the origin the server vouched for', () => {
  document.head.innerHTML = `<meta name="${PARENT_ORIGIN_META}" content="https://partner.com">`
  expect(embedParentOrigin(document, framed)).toBe('https://partner.com')
})

test('no parent origin on a top-level page, without the meta, or with a malformed one', () => {
  document.head.innerHTML = `<meta name="${PARENT_ORIGIN_META}" content="https://partner.com">`
  expect(embedParentOrigin(document, window)).toBeNull()
  document.head.innerHTML = `<meta name="${PARENT_ORIGIN_META}" content="*">`
  expect(embedParentOrigin(document, framed)).toBeNull()
  document.head.innerHTML = ''
  expect(embedParentOrigin(document, framed)).toBeNull()
})
