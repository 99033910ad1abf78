import { describe, expect, test } from 'vitest'
import { HEADER, itemsOf, parseAll, rejectsOf, rss, rssItem, tsvRow } from './test-helpers'

const TSV = `${HEADER}\n${tsvRow({ title: 'Café crème à 5 €' })}\n`

function utf16(text: string, order: 'le' | 'be', bom: boolean): Uint8Array {
  const bytes = new Uint8Array((text.length + (bom ? 1 : 0)) * 2)
  const units = bom ? `\uFEFF${text}` : text
  for (let i = 0; i < units.length; i++) {
    const unit = units.charCodeAt(i)
    bytes[i * 2 + (order === 'le' ? 0 : 1)] = unit & 0xff
    bytes[i * 2 + (order === 'le' ? 1 : 0)] = unit >> 8
  }
  return bytes
}

/** Latin-1 bytes of text whose characters are all below U+0100, and € as windows-1252's 0x80. */
function windows1252(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => (char === '€' ? 0x80 : char.charCodeAt(0)))
}

describe('byte order marks', () => {
  test.each([
    ['UTF-8', new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(TSV)])],
    ['UTF-16LE', utf16(TSV, 'le', true)],
    ['UTF-16BE', utf16(TSV, 'be', true)],
  ])(
    'a TSV with a %s BOM is read in that encoding, the BOM not part of the first name',
    async (_, bytes) => {
      const { rows } = await parseAll(bytes)
      expect(itemsOf(rows)[0]).toMatchObject({ id: 'SKU-1', title: 'Café crème à 5 €' })
    },
  )

  test('an RSS feed in UTF-16LE with a BOM', async () => {
    const xml = rss(rssItem('<g:brand>Crème</g:brand>'), '<?xml version="1.0" encoding="UTF-16"?>')
    const { rows } = await parseAll(utf16(xml, 'le', true))
    expect(itemsOf(rows)[0]?.brand).toBe('Crème')
  })

  test('an RSS feed in UTF-16BE without a BOM is known by its zero bytes', async () => {
    const { rows } = await parseAll(utf16(rss(rssItem()), 'be', false))
    expect(itemsOf(rows)).toHaveLength(1)
  })
})

describe('other encodings', () => {
  test('a TSV that is not valid UTF-8 is read as windows-1252 (a Latin-1 export)', async () => {
    const { rows } = await parseAll(windows1252(TSV))
    expect(itemsOf(rows)[0]?.title).toBe('Café crème à 5 €')
  })

  test('an XML feed declared ISO-8859-1 is decoded as declared', async () => {
    const xml = rss(
      rssItem('<g:brand>Crème brûlée</g:brand>'),
      '<?xml version="1.0" encoding="ISO-8859-1"?>',
    )
    const { rows } = await parseAll(windows1252(xml))
    expect(itemsOf(rows)[0]?.brand).toBe('Crème brûlée')
  })

  test('invalid UTF-8 bytes past the first 64 KiB reject their row, naming the attribute', async () => {
    const filler = Array.from({ length: 700 }, (_, n) =>
      tsvRow({ id: `OK-${n}`, description: 'd'.repeat(90) }),
    )
    const head = new TextEncoder().encode(`${HEADER}\n${filler.join('\n')}\n`)
    const bad = new TextEncoder().encode(`${tsvRow({ id: 'BAD', title: 'Caf@ lamp' })}\n`)
    bad[bad.indexOf(0x40)] = 0xe9 // a Latin-1 é inside a UTF-8 file
    const { rows } = await parseAll(new Uint8Array([...head, ...bad]))
    expect(head.length).toBeGreaterThan(64 * 1024)
    expect(itemsOf(rows)).toHaveLength(700)
    expect(rejectsOf(rows)).toEqual([`${702} title bad-encoding`])
  })

  test('an XML feed declared UTF-16 whose bytes are 8-bit is read as UTF-8', async () => {
    const xml = rss(rssItem('<g:brand>Crème</g:brand>'), '<?xml version="1.0" encoding="UTF-16"?>')
    const { rows } = await parseAll(xml)
    expect(itemsOf(rows)[0]?.brand).toBe('Crème')
  })

  test('an undecodable additional image is dropped, not a reject', async () => {
    const bytes = new TextEncoder().encode(
      rss(
        rssItem(
          '<g:additional_image_link>https://cdn.shop.example/caf@.jpg</g:additional_image_link>',
        ),
      ),
    )
    bytes[bytes.indexOf(0x40)] = 0xe9
    const { rows } = await parseAll(bytes)
    expect(itemsOf(rows)[0]?.additionalImageLinks).toEqual([])
  })

  test('invalid UTF-8 in an XML feed rejects the item with bad-encoding', async () => {
    const bytes = new TextEncoder().encode(rss(rssItem('<g:brand>Caf@</g:brand>')))
    bytes[bytes.indexOf(0x40)] = 0xe9
    const { rows } = await parseAll(bytes)
    expect(rejectsOf(rows)).toEqual(['1 brand bad-encoding'])
  })
})
