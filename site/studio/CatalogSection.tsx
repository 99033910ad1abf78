import { useCallback, useEffect, useRef } from 'react'
import type { FeedSummary, ImportJob } from '../../shared/api/feeds'
import { AddFeedForm } from './AddFeedForm'
import { useAction } from './actions'
import { FEED_DOCS_HREF } from './catalog'
import { FeedCard } from './FeedCard'
import type { SectionProps } from './sections'
import { ActionMessage, FEED_DELAY, LoadProblem } from './ui'
import { useLoad } from './use-load'

/** Whether `job` is the feed's last import or a later one (a late answer must not go back). */
const isLatest = (feed: FeedSummary, job: ImportJob) =>
  feed.lastImport === null || feed.lastImport.id <= job.id

/**
 * "Catalog": the channel's product feeds (Google Merchant Center files or URLs), their imports
 * with progress and the report of rejected rows, and "Add a feed".
 */
export function CatalogSection({ studio, channel }: SectionProps) {
  const feeds = useLoad(`feeds:${channel.id}`, (signal) => studio.api.feeds(channel.id, { signal }))
  const { set, update } = feeds
  const remover = useAction()
  const listTitle = useRef<HTMLHeadingElement>(null)
  const refocus = useRef(false)

  const reread = useCallback(async () => {
    const list = await studio.api.feeds(channel.id)
    if (list.ok) set(list.data)
  }, [studio, channel.id, set])
  const onFeed = (feed: FeedSummary) =>
    update((list) => list.map((f) => (f.id === feed.id ? feed : f)))
  const onJob = (feedId: number, job: ImportJob) =>
    update((list) =>
      list.map((f) => (f.id === feedId && isLatest(f, job) ? { ...f, lastImport: job } : f)),
    )
  const onAdded = (feed: FeedSummary) =>
    update((list) => [...list.filter((f) => f.id !== feed.id), feed])
  const onRemove = (feed: FeedSummary) =>
    void remover.run(
      () => studio.api.removeFeed(channel.id, feed.id),
      () => {
        refocus.current = true
        update((list) => list.filter((f) => f.id !== feed.id))
        return `Removed ${feed.name}: its items leave open widgets within ${FEED_DELAY}.`
      },
    )

  // The removed feed's buttons went with it: focus goes to the list, not nowhere.
  useEffect(() => {
    if (!refocus.current) return
    refocus.current = false
    const focused = document.activeElement
    if (!focused || focused === document.body) listTitle.current?.focus()
  })

  return (
    <>
      <p>
        A feed is your product data as Google Merchant Center takes it: tab-separated text, or RSS
        or Atom XML. Once a feed is imported, the channel matches its own items instead of the
        shared demo catalog. Which attributes a feed needs, and how a re-import keeps the items
        current: <a href={FEED_DOCS_HREF}>product feeds in the docs</a>.
      </p>
      <section className="studio-panel" aria-labelledby="feeds-title">
        <h3 id="feeds-title" ref={listTitle} tabIndex={-1}>
          Your feeds
        </h3>
        <ActionMessage action={remover.action} />
        {feeds.load.state === 'loading' && (
          <p className="studio-status" role="status">
            Loading the feeds…
          </p>
        )}
        {feeds.load.state === 'failed' && (
          <LoadProblem what="The feeds" error={feeds.load.error} onRetry={feeds.retry} />
        )}
        {feeds.load.state === 'ready' &&
          (feeds.load.data.length === 0 ? (
            <p className="studio-empty" data-testid="feeds-none">
              No feed yet: the channel matches the shared demo catalog.
            </p>
          ) : (
            <ul className="feed-list" aria-labelledby="feeds-title">
              {feeds.load.data.map((feed) => (
                <FeedCard
                  key={feed.id}
                  studio={studio}
                  channelId={channel.id}
                  feed={feed}
                  onFeed={onFeed}
                  onJob={onJob}
                  onEnded={reread}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          ))}
      </section>
      <section className="studio-panel" aria-labelledby="add-feed-title">
        <h3 id="add-feed-title">Add a feed</h3>
        <AddFeedForm
          studio={studio}
          channelId={channel.id}
          onAdded={onAdded}
          feeds={feeds.load.state === 'ready' ? feeds.load.data : []}
        />
      </section>
    </>
  )
}
