import { type FormEvent, useState } from 'react'
import type { FeedItemRow, FeedSummary } from '../../shared/api/feeds'
import { formatPrice } from '../../shared/price'
import type { Studio } from './context'
import { countText } from './insights'
import { Disclosure, PagedEnd, ScrollTable } from './paged-table'
import { TextField } from './ui'
import { type PageReader, type Pages, usePages } from './use-pages'

/** Where the list stands: the `after` of its next page, null at the end. */
type Mark = { next: number | null }

type Props = { studio: Studio; channelId: string; feed: FeedSummary }

const ITEM_COLUMNS = ['Picture', 'Item id', 'Title', 'Price', 'Live'] as const

/** The longest search the server takes (FeedItemsQuerySchema). */
const MAX_SEARCH = 100

/** What the list's polite status line says of `pages`, the list of search `q` ('' for all). */
export function itemsStatusText(pages: Pages<FeedItemRow, Mark>, q: string): string {
  const matching = q ? ` matching “${q}”` : ''
  if (pages.state === 'closed') return ''
  if (pages.state === 'loading') return q ? `Searching for “${q}”…` : 'Loading the items…'
  const n = pages.lines.length
  if (pages.state === 'failed' && n === 0) return ''
  if (n === 0) return q ? `No item matches “${q}”.` : 'The feed has no imported item.'
  return `Showing ${countText(n)} ${n === 1 ? 'item' : 'items'}${matching}.`
}

/** One item: its picture (through our proxy), ids, title, price and whether it is live. */
function ItemRow({ item }: { item: FeedItemRow }) {
  return (
    <tr>
      <td>
        {item.pictureUrl ? (
          // The title beside it names the item: the picture adds nothing to read.
          <img src={item.pictureUrl} alt="" width={44} height={44} loading="lazy" />
        ) : (
          'None'
        )}
      </td>
      <td>{item.itemId}</td>
      <td>{item.title}</td>
      <td>{formatPrice(item.priceCents, item.currency)}</td>
      <td>{item.live ? 'Live' : 'Not live'}</td>
    </tr>
  )
}

/**
 * "Show the items": the feed's imported items (live or not) a page (FEED_ITEMS_PAGE) at a time
 * by id, with "Show more" while the server keeps more, and a search of their words or item id.
 */
export function FeedItems({ studio, channelId, feed }: Props) {
  const list = usePages<FeedItemRow, Mark>((_, mark) => mark.next !== null)
  const { pages, lines } = list
  // The search in the field, and the one the list shows (or is loading).
  const [typed, setTyped] = useState('')
  const [shown, setShown] = useState('')
  const base = `feed-${feed.id}-items`
  const open = pages.state !== 'closed'

  const reader =
    (q: string): PageReader<FeedItemRow, Mark> =>
    async (_, mark) => {
      const page = await studio.api.feedItems(channelId, feed.id, { q, after: mark?.next ?? null })
      return page.ok
        ? { ok: true, data: { lines: page.data.items, mark: { next: page.data.next } } }
        : page
    }
  const search = (event: FormEvent) => {
    event.preventDefault()
    const q = typed.trim()
    setShown(q)
    void list.open(reader(q))
  }
  const toggle = () => {
    if (open) return list.close()
    setTyped('')
    setShown('')
    void list.open(reader(''))
  }

  return (
    <div className="feed-items">
      <Disclosure open={open} controls={base} onToggle={toggle}>
        {open ? 'Hide the items' : 'Show the items'}
        <span className="visually-hidden"> of {feed.name}</span>
        {open ? '' : ` (${countText(feed.liveItems)} live)`}
      </Disclosure>
      {open && (
        <div id={base} className="feed-items-box">
          <search aria-label={`The items of ${feed.name}`}>
            <form className="studio-form studio-inline-form" noValidate onSubmit={search}>
              <TextField
                id={`${base}-q`}
                label="Search the items"
                hint="Words of their title or description, or an item id."
                type="search"
                maxLength={MAX_SEARCH}
                value={typed}
                onChange={setTyped}
              />
              <p>
                <button type="submit">
                  Search<span className="visually-hidden"> the items of {feed.name}</span>
                </button>
              </p>
            </form>
          </search>
          {lines.length > 0 && (
            <ScrollTable
              id={`${base}-box`}
              box={list.box}
              caption={`Items of ${feed.name}${shown ? ` matching “${shown}”` : ''}`}
              className="feed-item-table"
              testId="feed-items"
              columns={ITEM_COLUMNS}
            >
              {lines.map((item) => (
                <ItemRow key={item.id} item={item} />
              ))}
            </ScrollTable>
          )}
          <p className="studio-status" role="status">
            {itemsStatusText(pages, shown)}
          </p>
          <PagedEnd
            pages={pages}
            more={list.more}
            what="The items"
            onNext={() => void list.next(reader(shown))}
          />
        </div>
      )}
    </div>
  )
}
