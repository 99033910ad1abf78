import { describe, expect, test } from 'vitest'
import { DEFAULT_CHANNEL_ID, STORE_CHANNEL_STORAGE_KEY } from '../channels'
import { WIDGET_TAG } from '../constants'
import { giveStoredChannel } from './store-channel'

/**
 * Runs /app's early script against a stand-in page: its address, local storage (`blocked`
 * throws as a sandboxed frame's does) and a widget element built with the default channel.
 * Returns the element's `channel-id` afterwards, or null for a page without the element.
 */
function runEarly(search: string, stored: string | null | 'blocked', element = true) {
  const attributes = new Map([['channel-id', DEFAULT_CHANNEL_ID]])
  const widget = {
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
  }
  const localStorage = {
    getItem(key: string) {
      if (stored === 'blocked') throw new DOMException('blocked', 'SecurityError')
      return key === STORE_CHANNEL_STORAGE_KEY ? stored : null
    },
  }
  const document = {
    querySelector: (selector: string) => (selector === WIDGET_TAG && element ? widget : null),
  }
  giveStoredChannel({ search }, () => localStorage, document)
  return element ? attributes.get('channel-id') : null
}

describe("/app's early channel script", () => {
  test("gives the widget a returning viewer's stored channel when the query names none", () => {
    expect(runEarly('', 'kbs')).toBe('kbs')
    expect(runEarly('?src=qr', 'intravel-eu')).toBe('intravel-eu')
    // A query value that is no channel id is no choice: the stored channel still counts.
    expect(runEarly('?channelId=WildTV', 'kbs')).toBe('kbs')
  })

  test("leaves the query's channel, which the server already wrote, alone", () => {
    expect(runEarly('?channelId=golf-network', 'kbs')).toBe(DEFAULT_CHANNEL_ID)
  })

  test('leaves the page as built without a stored channel, or one that is no channel id', () => {
    expect(runEarly('', null)).toBe(DEFAULT_CHANNEL_ID)
    expect(runEarly('', '')).toBe(DEFAULT_CHANNEL_ID)
    expect(runEarly('', '"><img src=x onerror=alert(1)>')).toBe(DEFAULT_CHANNEL_ID)
    expect(runEarly('', 'a'.repeat(65))).toBe(DEFAULT_CHANNEL_ID)
  })

  test('where storage is blocked, or the page has no widget, it does nothing and throws nothing', () => {
    expect(runEarly('', 'blocked')).toBe(DEFAULT_CHANNEL_ID)
    expect(runEarly('', 'kbs', false)).toBeNull()
  })
})
