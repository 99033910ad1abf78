import { describe, expect, test } from 'vitest'
import { cueText, MAX_CUES, parseCaptions } from './captions'

const VTT = `WEBVTT - the morning show

NOTE written by hand

intro
00:00:00.000 --> 00:00:04.000 align:start
Hello, here is a <b>Nikon</b> camera
on the bench

00:04.000 --> 00:08.500
<v Bob>Fishing with a rod</v> &amp; reel
`

const SRT =
  '1\r\n00:00:01,000 --> 00:00:03,000\r\nFirst line\r\n\r\n2\r\n00:00:03,500 --> 00:00:05,250\r\nSecond <i>line</i>\r\n'

describe('parseCaptions', () => {
  test('reads WebVTT: identifiers, settings, notes and markup', () => {
    expect(parseCaptions(VTT)).toEqual({
      ok: true,
      format: 'vtt',
      cues: [
        { startMs: 0, endMs: 4000, text: 'Hello, here is a Nikon camera on the bench', line: 6 },
        { startMs: 4000, endMs: 8500, text: 'Fishing with a rod & reel', line: 10 },
      ],
    })
  })

  test('reads SRT with Windows line ends and a byte-order mark', () => {
    expect(parseCaptions(`\uFEFF${SRT}`)).toEqual({
      ok: true,
      format: 'srt',
      cues: [
        { startMs: 1000, endMs: 3000, text: 'First line', line: 2 },
        { startMs: 3500, endMs: 5250, text: 'Second line', line: 6 },
      ],
    })
  })

  test.each([
    ['plain text', 'hello\nworld', 1, 'not a captions file'],
    ['an empty file', '', 1, 'not a captions file'],
    ['a header alone', 'WEBVTT\n\n', 3, 'no cues'],
    [
      'a bad time',
      'WEBVTT\n\n00:00:01.000 --> 00:00:0x.000\nhi',
      3,
      '"00:00:0x.000" is not a time like 00:01:02.500',
    ],
    ['an SRT comma time in WebVTT', 'WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nhi', 3, 'not a time'],
    [
      'a cue that ends before it starts',
      'WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nhi',
      3,
      'ends (00:00:01.000) before it starts (00:00:05.000)',
    ],
    [
      'cues out of order',
      'WEBVTT\n\n00:00:05.000 --> 00:00:06.000\na\n\n00:00:01.000 --> 00:00:02.000\nb',
      6,
      'time order',
    ],
    [
      'a block without a time line',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\na\n\njust words\nmore words\nand more',
      6,
      'time line',
    ],
    [
      'an SRT cue without its time line',
      '1\n00:00:01,000 --> 00:00:02,000\na\n\n2\nhello',
      5,
      'numbered cue',
    ],
  ])('refuses %s, naming the line', (_, source, line, error) => {
    const parsed = parseCaptions(source)
    expect(parsed).toMatchObject({ ok: false, line })
    expect(parsed.ok ? '' : parsed.error).toContain(error)
  })

  test('an overlapping cue cuts the one before short; cues starting together become one', () => {
    const parsed = parseCaptions(
      'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nA\n\n00:00:03.000 --> 00:00:06.000\nB\n\n00:00:03.000 --> 00:00:07.000\nC',
    )
    expect(parsed.ok && parsed.cues.map((c) => [c.startMs, c.endMs, c.text])).toEqual([
      [0, 3000, 'A'],
      [3000, 7000, 'B C'],
    ])
  })

  test('refuses more than MAX_CUES cues', () => {
    const cue = (i: number) =>
      `${i + 1}\n00:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')},000 --> 00:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')},500\nx`
    const hours = (i: number) => `${String(Math.floor(i / 3600)).padStart(2, '0')}`
    const many = Array.from({ length: MAX_CUES + 1 }, (_, i) =>
      cue(i)
        .replace(/^(\d+\n)00/, `$1${hours(i)}`)
        .replace(/--> 00/, `--> ${hours(i)}`),
    ).join('\n\n')
    const parsed = parseCaptions(many)
    expect(parsed).toMatchObject({ ok: false, error: `a schedule holds at most ${MAX_CUES} cues` })
  })
})

describe('cueText', () => {
  test('drops markup and SSA overrides, decodes entities, folds white space', () => {
    expect(cueText('{\\an8}<c.red>Big&nbsp;  fish</c>&#33;\n&lt;3')).toBe('Big fish! <3')
  })
})
