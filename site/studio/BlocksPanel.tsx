import type { Block, BlockKind } from '../../shared/api/studio'
import { utcText } from './time'

const KIND_TEXT: Record<BlockKind, string> = { product: 'Item', vendor: 'Vendor' }

type Props = {
  blocks: Block[]
  busy: boolean
  onUnblock: (block: Block) => void
}

/** The items and vendors blocked on the channel, each with "Unblock". */
export function BlockList({ blocks, busy, onUnblock }: Props) {
  if (!blocks.length) {
    return <p className="studio-empty">Nothing is blocked on this channel.</p>
  }
  return (
    <ul className="studio-list" aria-label="Blocked items and vendors">
      {blocks.map((block) => (
        <li key={`${block.kind}:${block.value}`}>
          <span>
            <strong>{block.label}</strong>{' '}
            <span className="studio-badge">{KIND_TEXT[block.kind]}</span>
            <span className="studio-meta">
              {' '}
              by {block.blockedBy},{' '}
              <time dateTime={block.blockedAt}>{utcText(block.blockedAt)}</time>
            </span>
          </span>
          <button
            type="button"
            className="secondary"
            disabled={busy}
            onClick={() => onUnblock(block)}
          >
            Unblock<span className="visually-hidden"> {block.label}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
