import { describe, expect, test } from 'vitest'
import { chooseEdition, INTRAVEL_CHANNELS, storePath } from './edition'

describe('the InTravel edition', () => {
  test('there is one InTravel channel per edition', () => {
    expect(INTRAVEL_CHANNELS.map((channel) => channel.id)).toEqual([
      'intravel-eu',
      'intravel-uk',
      'intravel-us',
    ])
  })

  test('follows the browser languages, Europe by default', () => {
    expect(chooseEdition('', ['en-GB', 'en'])).toBe('intravel-uk')
    expect(chooseEdition('', ['en-US'])).toBe('intravel-us')
    expect(chooseEdition('', ['fr-FR', 'en-US'])).toBe('intravel-us')
    expect(chooseEdition('', ['de-DE', 'fr'])).toBe('intravel-eu')
    expect(chooseEdition('', [])).toBe('intravel-eu')
  })

  test('an explicit InTravel channel wins; any other channel is ignored', () => {
    expect(chooseEdition('?channelId=intravel-uk', ['en-US'])).toBe('intravel-uk')
    expect(chooseEdition('?channelId=wildtv', ['en-US'])).toBe('intravel-us')
  })

  test('the store link carries the channel', () => {
    expect(storePath('intravel-eu')).toBe('/app?channelId=intravel-eu')
  })
})
