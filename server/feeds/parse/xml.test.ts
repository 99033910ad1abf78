import { describe, expect, test } from 'vitest'
import { BrokenFeedError } from './index'
import { fixture, itemsOf, parseAll, rejectsOf, rss, rssItem } from './test-helpers'

describe('an RSS 2.0 feed with g: attributes', () => {
  test('gives each item, numbered by position, with entities, references and CDATA decoded', async () => {
    const { format, rows } = await parseAll(fixture('rss.xml'))
    expect(format).toBe('rss')
    const [tent, lamp] = itemsOf(rows)
    expect(tent).toMatchObject({
      row: 1,
      id: 'TENT-2P',
      title: 'Ridge 2-person tent & footprint',
      description: 'Sets up in <b>3 minutes</b>. Weighs 1.9&nbsp;kg.',
      link: 'https://outdoor.example/p/tent-2p?ref=feed&utm=g',
      brand: "Ridge's",
      priceCents: 24_900,
      salePriceCents: 19_900,
      productType: 'Sporting Goods > Camping > Tents',
      category: 'Tents',
      topics: ['Outdoor', 'Travel'],
      additionalImageLinks: [
        'https://img.outdoor.example/tent-2p-open.jpg',
        'https://img.outdoor.example/tent-2p-packed.jpg',
      ],
    })
    expect(lamp).toMatchObject({
      row: 2,
      title: 'Café lamp',
      description: 'Warm light – 300 lm.',
      link: 'https://outdoor.example/p/lamp',
      priceCents: 1950,
      availability: 'out_of_stock',
      category: 'Lighting',
    })
    expect(rejectsOf(rows)).toEqual(['3 price missing', '3 image_link image-rule'])
  })

  test('a price nested in g:shipping is not the item price', async () => {
    const item = rssItem('<g:shipping><g:price>0.00 USD</g:price></g:shipping>')
    const { rows } = await parseAll(rss(item))
    expect(itemsOf(rows)[0]?.priceCents).toBe(2500)
  })

  test('the Google namespace is matched by its URI, whatever the prefix', async () => {
    const xml = `<rss version="2.0" xmlns:base="http://base.google.com/ns/1.0" xmlns:g="urn:other"><channel><item>
      <base:id>X-1</base:id><title>Kettle</title><description>Boils.</description><link>https://shop.example/k</link>
      <base:image_link>https://cdn.shop.example/k.jpg</base:image_link><base:price>9 USD</base:price>
      <base:availability>in_stock</base:availability><g:brand>Not Google's</g:brand></item></channel></rss>`
    const { rows } = await parseAll(xml)
    expect(itemsOf(rows)[0]).toMatchObject({ id: 'X-1', title: 'Kettle', brand: null })
  })

  test('an item with XML that is not well-formed is rejected, and the next one still read', async () => {
    // HTML's &nbsp; is not an XML entity: a common slip in hand-made feeds.
    const bad = rssItem('<g:brand>Fish&nbsp;and chips</g:brand>', 'BAD')
    const { rows } = await parseAll(rss(bad + rssItem('', 'GOOD')))
    expect(rejectsOf(rows)).toEqual(['1 brand bad-value'])
    expect(itemsOf(rows).map((item) => item.id)).toEqual(['GOOD'])
  })

  test('a feed cut short throws BrokenFeedError after the items it could read', async () => {
    const cut = rss(rssItem('', 'A') + rssItem('', 'B')).split('<item><g:id>B')[0] ?? ''
    const feed = parseAll(`${cut}<item><g:id>B</g:id>`)
    await expect(feed).rejects.toBeInstanceOf(BrokenFeedError)
  })
})

describe('an Atom feed with g: attributes', () => {
  test('reads title, the alternate link, summary or content, and g: attributes', async () => {
    const { format, rows } = await parseAll(fixture('atom.xml'))
    expect(format).toBe('atom')
    expect(itemsOf(rows)).toMatchObject([
      {
        row: 1,
        id: 'SHOW-1',
        title: 'Harbour Lights Festival, day pass',
        link: 'https://tickets.example/e/show-1',
        description: 'Three stages <b>all day</b>.',
        type: 'ticket',
        category: 'Festivals',
        vendor: 'Harbour Events Ltd',
      },
      {
        row: 2,
        id: 'DEAL-2',
        link: 'https://tickets.example/d/deal-2',
        description: 'Return ferry with museum entry.',
        type: 'deal',
        category: 'Products',
      },
    ])
  })
})
