import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import type { StudioChannel } from '../../shared/api/studio'
import { ConversionsSection } from './ConversionsSection'
import type { SectionProps } from './sections'
import { studioChannel } from './testing'

function render(change: Record<string, unknown>) {
  const props = {
    studio: { env: { origin: 'https://tv.example' } },
    channel: studioChannel(change) as StudioChannel,
    onChannel: () => {},
  } as unknown as SectionProps
  return renderToStaticMarkup(<ConversionsSection {...props} />)
}

test('owners make a secret; the section links to the docs', () => {
  const html = render({})
  expect(html).toContain('Make a conversion secret')
  expect(html).toContain('href="/docs#conversions"')
  expect(html).toContain('No secret has been made yet')
})

test('editors see only whether one is set', () => {
  const html = render({ role: 'editor', conversionSecretSet: true })
  expect(html).toContain('A secret has been made.')
  expect(html).toContain('Only the channel’s owners can make a conversion secret.')
  expect(html).not.toContain('<button')
})
