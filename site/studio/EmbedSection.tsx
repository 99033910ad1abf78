import { OriginsPanel } from './OriginsPanel'
import { SnippetPanel } from './SnippetPanel'
import type { SectionProps } from './sections'

/** "Embed on your site": where the widget may appear, then what to paste there. */
export function EmbedSection(props: SectionProps) {
  return (
    <>
      <OriginsPanel {...props} />
      <SnippetPanel {...props} />
    </>
  )
}
