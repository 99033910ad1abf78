import { describe, expect, test } from 'vitest'
import { fixture, HEADER, itemsOf, parseAll, rejectsOf, tsvRow } from './test-helpers'

describe('a Merchant Center tab-separated export', () => {
  test('gives each row as an item or a rejection, in file order, numbered by its first line', async () => {
    const { format, rows } = await parseAll(fixture('merchant-export.tsv'))
    expect(format).toBe('tsv')
    expect(rows.map((row) => (row.kind === 'item' ? row.item.row : row.row))).toEqual([
      2, 3, 6, 7, 8,
    ])
    const [tv, rice, jazz, socks] = itemsOf(rows)
    expect(tv).toMatchObject({
      id: 'TV-55-OLED',
      title: 'Aurora 55" OLED TV',
      priceCents: 129_900,
      currency: 'EUR',
      salePriceCents: 109_900,
      availability: 'in_stock',
      gtin: '04012345678901',
      itemGroupId: 'TV-55',
      category: 'OLED',
      vendor: 'Aurora Store',
      topics: ['Tech', 'Home'],
      additionalImageLinks: ['https://cdn.shop.example/img/tv-55-side.jpg'],
    })
    expect(rice).toMatchObject({
      priceCents: 3_990_000,
      currency: 'KRW',
      availability: 'out_of_stock',
    })
    expect(jazz).toMatchObject({
      type: 'ticket',
      category: 'Jazz',
      googleProductCategory: '499969',
    })
    expect(socks).toMatchObject({ type: 'deal', salePriceCents: null, category: 'Socks' })
    expect(rejectsOf(rows)).toEqual([
      '8 title missing',
      '8 price bad-price',
      '8 link bad-url',
      '8 image_link image-rule',
      '8 availability bad-value',
    ])
  })

  test('reads quoted tabs, CRLF inside quotes and doubled quotes as text', async () => {
    const { rows } = await parseAll(fixture('merchant-export.tsv'))
    expect(itemsOf(rows)[1]?.description).toBe('Cooks rice\tand keeps it warm.\n"Quiet" mode.')
  })
})

describe('tab-separated layout', () => {
  test('header names are matched whatever their case, spaces or g: prefix', async () => {
    const header = 'G:ID\t Title \tDescription\tg:link\tImage Link\tPRICE\tavailability'
    const { rows } = await parseAll(`${header}\n${tsvRow()}\n`)
    expect(itemsOf(rows)).toHaveLength(1)
  })

  test('LF, CRLF and lone CR all end a line, and blank lines are skipped', async () => {
    const text = `${HEADER}\r\n${tsvRow({ id: 'A' })}\r${tsvRow({ id: 'B' })}\n\n\t\t\n${tsvRow({ id: 'C' })}`
    const { rows } = await parseAll(text)
    expect(itemsOf(rows).map((item) => [item.id, item.row])).toEqual([
      ['A', 2],
      ['B', 3],
      ['C', 6],
    ])
  })

  test('a quoted field may span lines; the next row is numbered by the line it starts on', async () => {
    const text = `${HEADER}\n${tsvRow({ description: '"one\ntwo\r\nthree"' })}\n${tsvRow({ id: 'NEXT' })}\n`
    const { rows } = await parseAll(text)
    const [first, next] = itemsOf(rows)
    expect(first?.description).toBe('one\ntwo\nthree')
    expect(next).toMatchObject({ id: 'NEXT', row: 5 })
  })

  test('a quote inside an unquoted field is text', async () => {
    const { rows } = await parseAll(`${HEADER}\n${tsvRow({ title: 'A 12" pizza stone' })}\n`)
    expect(itemsOf(rows)[0]?.title).toBe('A 12" pizza stone')
  })

  test('extra fields are ignored and missing trailing fields are absent', async () => {
    const text = `${HEADER}\n${tsvRow()}\textra\tmore\nSKU-2\tShort row\n`
    const { rows } = await parseAll(text)
    expect(itemsOf(rows)).toHaveLength(1)
    expect(rejectsOf(rows)).toEqual([
      '3 description missing',
      '3 link missing',
      '3 image_link missing',
      '3 price missing',
      '3 availability missing',
    ])
  })

  test('unknown columns are ignored', async () => {
    const text = `shipping\t${HEADER}\tcolor\nUS::Std:0 USD\t${tsvRow()}\tblue\n`
    const { rows } = await parseAll(text)
    expect(itemsOf(rows)[0]).toMatchObject({ id: 'SKU-1', title: 'Blue kettle' })
  })
})
