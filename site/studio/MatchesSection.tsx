import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiResult } from '../../shared/api/client'
import { type ApprovalMode, type Block, REVIEW_MAX, REVIEW_PAGE } from '../../shared/api/studio'
import { APPROVAL_LABEL, ApprovalPanel } from './ApprovalPanel'
import { useAction } from './actions'
import { BlockList } from './BlocksPanel'
import { OlderSegments } from './OlderSegments'
import { PinForm } from './PinForm'
import { type MatchAction, SegmentList } from './SegmentList'
import type { SectionProps } from './sections'
import { ActionMessage, FEED_DELAY, LoadProblem } from './ui'
import { useEvery } from './use-every'
import { useLoad } from './use-load'

/** How often the list reads again while the section is on the page. */
export const MATCHES_REFRESH_MS = 10_000

const FEED_NOTE = `open widgets show it within ${FEED_DELAY}`

/** The request an action on a match makes, and what is said when it is done. */
function matchRequest(
  { studio, channel }: SectionProps,
  act: MatchAction,
): [() => Promise<ApiResult<unknown>>, string] {
  const { match } = act
  const id = channel.id
  switch (act.kind) {
    case 'pin':
      return [() => studio.api.pin(id, match.productId), `Pinned: ${match.title} — ${FEED_NOTE}.`]
    case 'block-product':
      return [
        () => studio.api.block(id, { kind: 'product', value: match.productId }),
        `Blocked: ${match.title}. It leaves open widgets within ${FEED_DELAY} and is never matched here again.`,
      ]
    case 'block-vendor':
      return [
        () => studio.api.block(id, { kind: 'vendor', value: match.vendor }),
        `Blocked the vendor ${match.vendor}. Their items leave open widgets within ${FEED_DELAY}.`,
      ]
    case 'approve':
      return [
        () => studio.api.decide(id, match.id, 'approve'),
        `Approved: ${match.title} — ${FEED_NOTE}.`,
      ]
    case 'reject':
      return [() => studio.api.decide(id, match.id, 'reject'), `Rejected: ${match.title}.`]
  }
}

/** "Matches": the approval mode, recent segments with their matches, pins and blocks. */
export function MatchesSection(props: SectionProps) {
  const { studio, channel, onChannel } = props
  // How many of the newest segments are listed: a page more with each "Show older".
  const limit = useRef(REVIEW_PAGE)
  const matches = useLoad(`matches:${channel.id}`, (signal) =>
    studio.api.matches(channel.id, limit.current, { signal }),
  )
  const blocks = useLoad(`blocks:${channel.id}`, (signal) =>
    studio.api.blocks(channel.id, { signal }),
  )
  const { action, run } = useAction()
  const busy = action.state === 'busy'
  const listTitle = useRef<HTMLHeadingElement>(null)
  const { set: setMatches } = matches
  const { set: setBlocks } = blocks

  /** Reads the list and the blocks again, keeping what is shown until the answers come. */
  const reread = useCallback(async () => {
    const [list, blocked] = await Promise.all([
      studio.api.matches(channel.id, limit.current),
      studio.api.blocks(channel.id),
    ])
    if (list.ok) setMatches(list.data)
    if (blocked.ok) setBlocks(blocked.data)
  }, [studio, channel.id, setMatches, setBlocks])

  useEvery(studio.env, MATCHES_REFRESH_MS, reread)

  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle')
  /** Lists a page of older segments more; focus stays on the button while there are more. */
  const showOlder = async () => {
    setOlder('loading')
    const next = Math.min(limit.current + REVIEW_PAGE, REVIEW_MAX)
    const list = await studio.api.matches(channel.id, next)
    if (!list.ok) return setOlder('failed')
    limit.current = next
    // The button goes with the last page: focus then goes to the list's heading.
    refocus.current = !list.data.more
    setMatches(list.data)
    setOlder('idle')
  }

  // After an action, a button that went away with its match must not leave focus nowhere.
  const refocus = useRef(false)
  useEffect(() => {
    if (!refocus.current) return
    const focused = document.activeElement
    if (focused && focused !== document.body) return
    refocus.current = false
    listTitle.current?.focus()
  })

  /** Runs a request, then reads the list and the blocks again. */
  const act = async (work: () => Promise<ApiResult<unknown>>, said: string) => {
    refocus.current = false
    const done = await run(work, () => said)
    refocus.current = true
    if (done) await reread()
    return done
  }
  const onAct = (which: MatchAction) => void act(...matchRequest(props, which))
  const onPin = (productId: number) =>
    act(() => studio.api.pin(channel.id, productId), `Pinned product ${productId} — ${FEED_NOTE}.`)
  const onUnblock = (block: Block) =>
    void act(
      () => studio.api.unblock(channel.id, block.kind, block.value),
      `Unblocked ${block.label}: it may be matched again.`,
    )
  const onMode =
    channel.role === 'owner'
      ? (approval: ApprovalMode) =>
          run(
            () => studio.api.editChannel(channel.id, { approval }),
            (edited) => {
              onChannel(edited)
              void reread()
              return `Saved: ${APPROVAL_LABEL[approval].toLowerCase()}.`
            },
          )
      : undefined

  return (
    <>
      <p>
        What the channel’s recent segments matched, and why. Pin an item to the top of the live
        feed, block an item or a vendor, or have matches wait for approval. Matching learns from it:
        later captions like one you pinned, approved or rejected for (and like those your viewers
        saved, clicked or turned down items on) bring those items first or leave them out, less as
        the weeks go by.
      </p>
      {matches.load.state === 'ready' && (
        <ApprovalPanel
          mode={channel.approval}
          pending={matches.load.data.pending}
          onChange={onMode}
          busy={busy}
        />
      )}
      <ActionMessage action={action} />
      <section className="studio-panel" aria-labelledby="segments-title">
        <h3 id="segments-title" ref={listTitle} tabIndex={-1}>
          Recent segments
        </h3>
        <p>
          <button type="button" className="secondary" onClick={() => void reread()}>
            Refresh
          </button>{' '}
          <span className="studio-hint">The list also reads itself again every 10 s.</span>
        </p>
        {matches.load.state === 'loading' && (
          <p className="studio-status" role="status">
            Loading the matches…
          </p>
        )}
        {matches.load.state === 'failed' && (
          <LoadProblem what="The matches" error={matches.load.error} onRetry={matches.retry} />
        )}
        {matches.load.state === 'ready' && (
          <>
            <SegmentList segments={matches.load.data.segments} busy={busy} onAct={onAct} />
            <OlderSegments
              more={matches.load.data.more && limit.current < REVIEW_MAX}
              state={older}
              onShow={() => void showOlder()}
            />
          </>
        )}
        <PinForm busy={busy} onPin={onPin} />
      </section>
      <section className="studio-panel" aria-labelledby="blocks-title">
        <h3 id="blocks-title">Blocked</h3>
        <p>A blocked item or vendor is never shown on this channel, until unblocked.</p>
        {blocks.load.state === 'loading' && (
          <p className="studio-status" role="status">
            Loading the blocks…
          </p>
        )}
        {blocks.load.state === 'failed' && (
          <LoadProblem what="The blocks" error={blocks.load.error} onRetry={blocks.retry} />
        )}
        {blocks.load.state === 'ready' && (
          <BlockList blocks={blocks.load.data} busy={busy} onUnblock={onUnblock} />
        )}
      </section>
    </>
  )
}
