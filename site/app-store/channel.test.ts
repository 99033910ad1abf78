import { describe, expect, test } from 'vitest'
import { DEFAULT_CHANNEL_ID, STORE_CHANNEL_STORAGE_KEY } from '../../shared/channels'
import { chooseChannel, forgetChannel, rememberChannel, resolveAppChannel } from './channel'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('choosing the /app channel', () => {
  test('a query value wins over a stored one', () => {
    expect(chooseChannel('kbs', 'wedosport')).toEqual({ channelId: 'kbs', source: 'query' })
  })

  test('without a query value the stored one is used', () => {
    expect(chooseChannel(null, 'wedosport')).toEqual({ channelId: 'wedosport', source: 'stored' })
  })

  test('with neither, the default channel is used', () => {
    expect(chooseChannel(null, null)).toEqual({ channelId: DEFAULT_CHANNEL_ID, source: 'default' })
  })

  test('malformed values are ignored, not passed on to the widget', () => {
    expect(chooseChannel('"><script>', 'a'.repeat(65))).toEqual({
      channelId: DEFAULT_CHANNEL_ID,
      source: 'default',
    })
    expect(chooseChannel('', 'golf-network').source).toBe('stored')
  })
})

describe('resolving the channel from the page', () => {
  test('a channel given by query wins but is not remembered before it is known to exist', () => {
    const storage = memoryStorage({ [STORE_CHANNEL_STORAGE_KEY]: 'wedosport' })
    expect(resolveAppChannel('?channelId=kbs', storage)).toEqual({
      channelId: 'kbs',
      source: 'query',
    })
    expect(storage.items.get(STORE_CHANNEL_STORAGE_KEY)).toBe('wedosport')
    rememberChannel(storage, 'kbs')
    expect(storage.items.get(STORE_CHANNEL_STORAGE_KEY)).toBe('kbs')
  })

  test('forgetting removes only the remembered channel it names', () => {
    const storage = memoryStorage({ [STORE_CHANNEL_STORAGE_KEY]: 'wedosport' })
    forgetChannel(storage, 'old-channel')
    expect(storage.items.get(STORE_CHANNEL_STORAGE_KEY)).toBe('wedosport')
    forgetChannel(storage, 'wedosport')
    expect(storage.items.has(STORE_CHANNEL_STORAGE_KEY)).toBe(false)
    expect(resolveAppChannel('', storage).source).toBe('default')
  })

  test('uses the remembered channel on a later visit without a query', () => {
    const storage = memoryStorage({ [STORE_CHANNEL_STORAGE_KEY]: 'maxports' })
    expect(resolveAppChannel('', storage)).toEqual({ channelId: 'maxports', source: 'stored' })
    expect(storage.items.get(STORE_CHANNEL_STORAGE_KEY)).toBe('maxports')
  })

  test('storage that throws leaves the query in charge, and the default without one', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(resolveAppChannel('?channelId=kbs', broken).channelId).toBe('kbs')
    expect(resolveAppChannel('', broken).channelId).toBe(DEFAULT_CHANNEL_ID)
    expect(resolveAppChannel('', null).channelId).toBe(DEFAULT_CHANNEL_ID)
    expect(() => rememberChannel(broken, 'kbs')).not.toThrow()
    expect(() => forgetChannel(broken, 'kbs')).not.toThrow()
  })
})
