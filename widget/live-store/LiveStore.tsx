import { useId, useState } from 'react'
import type { Product } from '../../shared/api/types'
import type { ChannelSession } from '../stores/channel-session'
import { LiveList } from './LiveList'
import { RankingList } from './RankingList'
import { StatusLine } from './StatusLine'
import { TABS, type TabId, Tabs, tabIds } from './Tabs'

/** The live store of one channel: status line, tabs and the selected tab's list. */
export function LiveStore({
  session,
  onOpen,
}: {
  session: ChannelSession
  onOpen: (product: Product) => void
}) {
  const [tab, setTab] = useState<TabId>('live')
  const idPrefix = `stv${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const select = (next: TabId) => {
    setTab(next)
    // Rankings load when their tab opens and refresh each time it opens again.
    if (next !== 'live') session.rankings.open(next)
  }
  return (
    <section className="store" aria-label="Live store">
      <StatusLine $status={session.status.$status} />
      <Tabs selected={tab} onSelect={select} idPrefix={idPrefix} />
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
              <LiveList feed={session.feed} onOpen={onOpen} />
            ) : (
              id === tab && <RankingList rankings={session.rankings} kind={id} onOpen={onOpen} />
            )}
          </div>
        )
      })}
    </section>
  )
}
