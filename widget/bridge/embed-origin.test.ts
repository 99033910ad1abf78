import { afterEach, expect, test } from 'vitest'
import { PARENT_ORIGIN_META } from '../../shared/bridge'
import { embedParentOrigin, embedPictureHint, holdEvents } from './embed-origin'

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

test('the frame’s address tells the picture until the loader answers: none, or unknown', () => {
  expect(embedPictureHint('?channelId=wildtv&picture=none')).toBe('none')
  expect(embedPictureHint('?channelId=wildtv')).toBe('unknown')
  // Anything else the frame does not know waits for the loader, as without the hint.
  expect(embedPictureHint('?picture=None')).toBe('unknown')
  expect(embedPictureHint('?picture=12345')).toBe('unknown')
  expect(embedPictureHint('')).toBe('unknown')
})

test('holds the widget’s events until released, then hands them over and stops', () => {
  const release = holdEvents(document, ['shoppable-tv:ready'])
  document.dispatchEvent(new CustomEvent('shoppable-tv:ready', { detail: { channelId: 'a' } }))
  document.dispatchEvent(new CustomEvent('shoppable-tv:other'))
  const held = release()
  document.dispatchEvent(new CustomEvent('shoppable-tv:ready'))
  expect(held.map((event) => (event as CustomEvent).detail)).toEqual([{ channelId: 'a' }])
})
