import { describe, expect, test } from 'vitest'
import {
  captionGrams,
  isNameKey,
  itemNameKeys,
  longestFirst,
  nameKey,
  storedNameKeys,
} from './names'

describe('nameKey', () => {
  test('drops case, punctuation and accents', () => {
    expect(nameKey('PRO-V1!')).toBe('pro v1')
    expect(nameKey('Crème  Brûlée Torch')).toBe('creme brulee torch')
    expect(nameKey('Rock&Roll')).toBe('rock and roll')
    expect(nameKey("Nike's")).toBe('nike')
    expect(nameKey(' — ')).toBe('')
  })

  test('makes every word singular, so plural and singular meet', () => {
    const pairs = [
      ['boots', 'boot'],
      ['boxes', 'box'],
      ['berries', 'berry'],
      ['knives', 'knife'],
      ['glasses', 'glass'],
      ['watches', 'watch'],
      ['buses', 'bus'],
      ['movies', 'movie'],
      ['hoodies', 'hoodie'],
      ['lenses', 'lens'],
      ['shoes', 'shoe'],
      ['tomatoes', 'tomato'],
      ['houses', 'house'],
    ]
    for (const [plural, one] of pairs) expect(nameKey(plural ?? '')).toBe(nameKey(one ?? ''))
    expect(nameKey('Trail Running Shoes')).toBe('trail running shoe')
  })

  test('keeps words that end in s without being plural', () => {
    expect(nameKey('bass')).toBe('bass')
    expect(nameKey('bus')).toBe('bus')
    expect(nameKey('Tennis')).toBe('tennis')
    expect(nameKey('glass')).toBe('glass')
  })

  test('keeps letters of other scripts whole', () => {
    expect(nameKey('삼성 갤럭시')).toBe('삼성 갤럭시')
  })
})

describe('isNameKey', () => {
  test('leaves out short keys, numbers and common words alone', () => {
    expect(isNameKey('gt')).toBe(false)
    expect(isNameKey('2024')).toBe(false)
    expect(isNameKey('pro')).toBe(false)
    expect(isNameKey('the original')).toBe(false)
    expect(isNameKey('day pass')).toBe(false)
    expect(isNameKey('fairhaven')).toBe(true)
    expect(isNameKey('pro v1')).toBe(true)
  })
})

describe('itemNameKeys', () => {
  test('a product is called by its title, model, model code, brand and model, and brand', () => {
    const keys = itemNameKeys({
      type: 'product',
      title: 'Fairhaven Carry 10 Driver',
      brand: 'Fairhaven',
      model: 'Carry 10 Driver',
    })
    expect(keys).toEqual([
      { key: 'fairhaven carry 10 driver', kind: 'title' },
      { key: 'carry 10 driver', kind: 'model' },
      { key: 'carry 10', kind: 'model' },
      { key: 'fairhaven', kind: 'brand' },
    ])
  })

  test('a ticket is called by its event and its place, without its variant', () => {
    const keys = itemNameKeys({
      type: 'ticket',
      title: 'Open Championship Round 4 Pass, St Andrews (Grandstand)',
      brand: null,
      model: null,
    })
    expect(keys).toEqual([
      { key: 'open championship round 4 pass st andrew grandstand', kind: 'title' },
      { key: 'open championship round 4 pass', kind: 'event' },
      { key: 'st andrew', kind: 'place' },
    ])
  })

  test('leaves out names made of common words', () => {
    const keys = itemNameKeys({
      type: 'product',
      title: 'The Original',
      brand: 'Pro',
      model: 'One',
    })
    expect(keys).toEqual([])
    expect(
      storedNameKeys({ type: 'product', title: 'The Original', brand: 'Zest', model: null }),
    ).toEqual(['', 'zest'])
  })
})

describe('captionGrams', () => {
  test('gives every run of words that could be a name, with the words said', () => {
    const grams = captionGrams('Two Trail Running Shoes!', 3)
    expect(grams.map((g) => g.key)).toContain('trail running shoe')
    const shoes = grams.find((g) => g.key === 'trail running shoe')
    expect(shoes).toMatchObject({ span: [1, 4], heard: 'Trail Running Shoes' })
    expect(grams.map((g) => g.key)).not.toContain('two')
  })

  test('never finds a name inside a longer word', () => {
    const keys = captionGrams('Grace met Nikesha at the races').map((g) => g.key)
    expect(keys).not.toContain('ace')
    expect(keys).not.toContain('nike')
  })

  test('splits words at punctuation, so a model code said with a dash is found', () => {
    const gram = captionGrams('Hit it with the PRO-V1!').find((g) => g.key === 'pro v1')
    expect(gram?.heard).toBe('PRO-V1')
  })
})

describe('longestFirst', () => {
  const hit = (name: string, start: number, end: number) => ({ name, span: [start, end] as const })

  test('keeps the longest name and drops the names inside it', () => {
    const found = [
      hit('pacific crest', 0, 2),
      hit('trail running shoe', 2, 5),
      hit('pacific crest trail running shoe', 0, 5),
    ]
    expect(longestFirst(found).map((h) => h.name)).toEqual(['pacific crest trail running shoe'])
  })

  test('keeps two names that do not overlap, and every hit of a kept span', () => {
    const found = [hit('a', 0, 2), hit('b', 0, 2), hit('c', 1, 3), hit('d', 4, 5)]
    expect(longestFirst(found).map((h) => h.name)).toEqual(['a', 'b', 'd'])
  })
})
