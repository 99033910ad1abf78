import { afterEach, expect, test } from 'vitest'
import { FIRST_FEED_ATTRIBUTE } from '../../shared/bridge/protocol'
import { takeFirstFeed } from './first-feed'

afterEach(() => document.body.replaceChildren())

function block(channelId: string, text: string, type = 'application/json') {
  const script = document.createElement('script')
  script.type = type
  script.setAttribute(FIRST_FEED_ATTRIBUTE, channelId)
  script.textContent = text
  document.body.append(script)
  return script
}

test('takes the channel’s first feed once, and leaves other channels’ alone', () => {
  const other = block('travel', '[{"id":2}]')
  block('wildtv', '[{"id":1}]')
  expect(takeFirstFeed(document, 'wildtv')).toEqual([{ id: 1 }])
  expect(takeFirstFeed(document, 'wildtv')).toBeUndefined()
  expect(other.isConnected).toBe(true)
})

test('text that is not JSON, or not a data block, is no feed', () => {
  block('wildtv', '[{"id":')
  expect(takeFirstFeed(document, 'wildtv')).toBeUndefined()
  block('wildtv', '[{"id":1}]', 'module')
  expect(takeFirstFeed(document, 'wildtv')).toBeUndefined()
})
