import { describe, expect, test } from 'vitest'
import { DEFAULT_CHANNEL_ID, firstStoreChannel } from './channels'

describe('firstStoreChannel', () => {
  test("the query's channel when it looks like a channel id", () => {
    expect(firstStoreChannel('?channelId=intravel-eu')).toBe('intravel-eu')
    expect(firstStoreChannel('channelId=kbs&x=1')).toBe('kbs')
  })

  test('the default without a query, or for a value that is no channel id', () => {
    expect(firstStoreChannel('')).toBe(DEFAULT_CHANNEL_ID)
    expect(firstStoreChannel('?channelId=')).toBe(DEFAULT_CHANNEL_ID)
    // The server's pattern: lower case, digits and hyphens.
    expect(firstStoreChannel('?channelId=WildTV')).toBe(DEFAULT_CHANNEL_ID)
    expect(firstStoreChannel('?channelId=%22%3E%3Cscript%3E')).toBe(DEFAULT_CHANNEL_ID)
    expect(firstStoreChannel(`?channelId=${'a'.repeat(65)}`)).toBe(DEFAULT_CHANNEL_ID)
  })
})
