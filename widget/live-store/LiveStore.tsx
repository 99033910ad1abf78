import { atom } from 'nanostores'
import { useEffect, useId, useMemo, useState } from 'react'
import type { Product } from '../../shared/api/types'
import { useStore } from '../preact-react/use-store'
import type { PageRewards } from '../rewards'
import type { ChannelSession } from '../stores/channel-session'
import { NETWORK_ERROR_TEXT } from '../stores/feed'
import { lazyPart } from '../stores/lazy-part'
import { Skeleton } from '../ui/Skeleton'
import { StateMessage } from '../ui/StateMessage'
import { LiveList } from './LiveList'
import { LIVE_TEXT } from './labels'
import { StatusLine } from './StatusLine'
import { TABS, type TabId, Tabs, tabIds } from './Tabs'

const QUIET = atom<string | null>(null)
const STILL = atom(false)
const SHOW_ALL = atom<(product: Product) => boolean>(() => false)

/** The ranking tabs' store and list (a lazy chunk), loaded when one of them first opens. */
const rankingTabs = lazyPart(() => import('./ranking-tabs'))

/**
 * The live store of one channel: status line, tabs and the selected tab's list. `rewards` (a
 * signed-in viewer's, once loaded) adds the vote control to every card, fills Favourites and
 * leaves out of Live and the rankings what the viewer voted "Not for me".
 */
export function LiveStore({
  session,
  onOpen,
  signedIn,
  rewards,
}: {
  session: ChannelSession
  onOpen: (product: Product) => void
  signedIn: boolean
  rewards: PageRewards | null
}) {
  const favourites = rewards?.favourites
  const Vote = rewards?.voteIn(session.channelId) ?? null
  const [tab, setTab] = useState<TabId>('live')
  const idPrefix = `stv${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const pulse = useStore(favourites?.$pulse ?? STILL)
  const voteMessage = useStore(favourites?.$message ?? QUIET)
  const hidden = useStore(favourites?.$hidden ?? SHOW_ALL)
  const chunk = useStore(rankingTabs.$value)
  const chunkFailed = useStore(rankingTabs.$failed)
  const rankings = useMemo(
    () => chunk?.createRankings(session.client, session.channelId),
    [chunk, session],
  )
  useEffect(() => () => rankings?.stop(), [rankings])
  // A ranking's list loads when its tab opens and refreshes each time it opens again (`select`);
  // one opened before the tabs' chunk was there loads as the chunk arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new store opens the tab shown
  useEffect(() => {
    if (tab === 'most-liked' || tab === 'most-clicked') rankings?.open(tab)
  }, [rankings])
  const select = (next: TabId) => {
    setTab(next)
    if (next === 'favourites') favourites?.refresh()
    else if (next !== 'live') {
      rankingTabs.load()
      rankings?.open(next)
    }
  }
  return (
    <section className="store" aria-label="Live store">
      <StatusLine status={session.status} unreachable={session.feed.$unreachable} />
      <Tabs
        selected={tab}
        onSelect={select}
        idPrefix={idPrefix}
        pulse={pulse ? 'favourites' : null}
      />
      {voteMessage && (
        <p className="notice" role="alert">
          {voteMessage}
        </p>
      )}
      {TABS.map(({ id }) => {
        const ids = tabIds(idPrefix, id)
        return (
          <div
            key={id}
            role="tabpanel"
            id={ids.panel}
            aria-labelledby={ids.tab}
            hidden={id !== tab}
          >
            {/* Live stays mounted, so coming back does not replay every card’s entry animation. */}
            {id === 'live' ? (
              <LiveList feed={session.feed} onOpen={onOpen} Vote={Vote} hidden={hidden} />
            ) : id !== tab ? null : id === 'favourites' ? (
              rewards ? (
                <rewards.FavouritesTab onOpen={onOpen} channelId={session.channelId} />
              ) : signedIn ? (
                <Skeleton />
              ) : (
                <StateMessage text={LIVE_TEXT.favouritesSignedOut} />
              )
            ) : chunk && rankings ? (
              <chunk.RankingList
                rankings={rankings}
                kind={id}
                onOpen={onOpen}
                Vote={Vote}
                hidden={hidden}
              />
            ) : chunkFailed ? (
              <StateMessage text={NETWORK_ERROR_TEXT} onRetry={rankingTabs.load} />
            ) : (
              <Skeleton />
            )}
          </div>
        )
      })}
    </section>
  )
}
