import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { apiError } from '../../shared/api/errors'
import { ImportJobSchema, REJECT_REASONS } from '../../shared/api/feeds'
import {
  bytesText,
  doneText,
  feedNameFromFile,
  importRefused,
  meaningText,
  progressText,
  REASON_LABEL,
  showRejectsText,
  uploadingText,
} from './catalog'
import { importJob } from './testing'

const job = (change: Record<string, unknown> = {}) => v.parse(ImportJobSchema, importJob(change))

describe('the Catalog’s words and numbers', () => {
  test('says how many live items matching by meaning can find', () => {
    expect(meaningText({ liveItems: 1992, meaningItems: 1992 })).toBe('All 1,992')
    expect(meaningText({ liveItems: 1992, meaningItems: 1200 })).toBe(
      '1,200 of 1,992 (the rest are being read)',
    )
    expect(meaningText({ liveItems: 0, meaningItems: 0 })).toBe('None yet')
    expect(meaningText({ liveItems: 1992 })).toBeNull()
  })

  test('sizes read in bytes, kB, MB and GB, one decimal at most', () => {
    expect(bytesText(1)).toBe('1 byte')
    expect(bytesText(850)).toBe('850 bytes')
    expect(bytesText(1_000)).toBe('1 kB')
    expect(bytesText(12_345_678)).toBe('12.3 MB')
    expect(bytesText(999_999_999)).toBe('1,000 MB')
    expect(bytesText(2_500_000_000)).toBe('2.5 GB')
    expect(uploadingText({ name: 'products.tsv', size: 12_300_000 })).toBe(
      'Uploading products.tsv (12.3 MB)…',
    )
  })

  test('an import’s counts while it runs and when it is done', () => {
    expect(progressText(job({ read: 1200, imported: 1195, rejected: 5 }))).toBe(
      'Read 1,200 · imported 1,195 · rejected 5',
    )
    expect(doneText(job())).toBe('Imported 1,995 of 2,000 · 5 rejected · 3 left the live feed')
    expect(showRejectsText(5)).toBe('Show the 5 rejected rows')
    expect(showRejectsText(1)).toBe('Show the rejected row')
    expect(showRejectsText(0, 1)).toBe('Show the picture that failed')
    expect(showRejectsText(2, 3)).toBe('Show the 2 rejected rows and the 3 pictures that failed')
    expect(doneText(job({ pictureFailures: 1 }))).toBe(
      'Imported 1,995 of 2,000 · 5 rejected · 3 left the live feed · 1 picture cannot be shown',
    )
    expect(doneText(job({ rejected: 0, pictureFailures: 16 }))).toBe(
      'Imported 1,995 of 2,000 · 0 rejected · 3 left the live feed · 16 pictures cannot be shown',
    )
  })

  test('every reason a row is rejected has words', () => {
    for (const reason of REJECT_REASONS) expect(REASON_LABEL[reason]).toMatch(/^[A-Z]/)
  })

  test('a feed is named after its file without the extension', () => {
    expect(feedNameFromFile('spring-products.tsv')).toBe('spring-products')
    expect(feedNameFromFile('feed')).toBe('feed')
    expect(feedNameFromFile('.xml')).toBe('.xml')
    expect(feedNameFromFile(`${'x'.repeat(100)}.xml`)).toHaveLength(80)
  })

  test('an import that cannot start says why: running, too large, or the server’s words', () => {
    const refused = (status: number, message?: string) =>
      importRefused({ ok: false, error: apiError('refused', status, message) })
    expect(refused(409, 'busy')).toMatchObject({
      error: {
        message:
          'An import of this feed is already running: wait for it to finish, then try again.',
      },
    })
    expect(refused(413)).toMatchObject({
      error: { message: 'The file is larger than the server takes' },
    })
    expect(refused(400, 'this file is not a product feed')).toMatchObject({
      error: { message: 'this file is not a product feed' },
    })
  })
})
