// The signed-in rewards (points, daily check-in, wallet, votes and favourites) as a lazy
// chunk: the element loads it when a viewer signs in, so guests never download it.
import type { FunctionComponent, ReactNode } from 'react'
import type { ApiClient } from '../../shared/api/client'
import { createRewardsApi } from '../../shared/api/rewards'
import type { Product } from '../../shared/api/types'
import { dispatchWidgetEvent, WIDGET_EVENTS } from '../element/events'
import type { Env } from '../env'
import { FavouritesList, VoteButtons, type VoteControl } from '../live-store'
import type { Auth, User } from '../stores/auth'
import { createFavourites, type Favourites } from '../stores/favourites'
import { autoCheckInHere, createPoints, type Points } from '../stores/points'
import { createWallet, type Wallet } from '../stores/wallet'
import { SignedIn } from './SignedIn'
import { addVoteStyles } from './vote-styles'

/** The page's rewards stores and the parts of the element that show them. */
export type PageRewards = {
  points: Points
  favourites: Favourites
  wallet: Wallet
  /** Runs the stores while an element shows them; tells its host about check-ins and links. */
  attach(host: Element | null): () => void
  /** The signed-in account sidebar of spec §2 (profile, Rewards, Wallet, Support, Sign Out). */
  Account: FunctionComponent<{ user: User; auth: Pick<Auth, 'signOut'>; support: ReactNode }>
  /** The Favourites tab's list in a channel's store. */
  FavouritesTab: FunctionComponent<{ onOpen: (product: Product) => void; channelId: string }>
  /** The vote control of a product card in a channel's store (one per channel, kept). */
  voteIn(channelId: string): VoteControl
}

/** Creates the page's rewards for its signed-in viewer; `siteOrigin` is the widget's own site. */
export function startRewards({
  env,
  client,
  auth,
  siteOrigin,
  channel,
}: {
  env: Env
  client: ApiClient
  auth: Pick<Auth, '$auth'>
  siteOrigin: string
  /** The channel the page shows: a check-in names it (the server counts it there). */
  channel: () => string | undefined
}): PageRewards {
  // Spec §4: the page checks in by itself on /app and /demo of our site, or a broadcaster's page.
  const auto = () => autoCheckInHere(env.location.pathname, env.location.origin === siteOrigin)
  const api = createRewardsApi(client, { timers: env, now: env.now })
  const points = createPoints({ env, api, auth, auto, channel })
  const favourites = createFavourites({ env, api, auth })
  // The same component for a channel at every render, so cards keep their vote buttons.
  const votes = new Map<string, VoteControl>()
  const wallet = createWallet({ env, api, auth })
  // A wallet just linked can earn today's points.
  wallet.listen((event) => {
    if (event !== 'linked') return
    if (auto()) points.checkIn()
    else points.refresh()
  })
  return {
    points,
    favourites,
    wallet,
    attach(host) {
      addVoteStyles(host?.shadowRoot)
      const release = [
        points.retain(),
        favourites.retain(),
        wallet.retain(),
        points.onReward((reward) => dispatchWidgetEvent(host, WIDGET_EVENTS.checkIn, reward)),
        wallet.listen((event, address) => {
          if (event === 'linked' && address) {
            dispatchWidgetEvent(host, WIDGET_EVENTS.walletLinked, { address })
          }
        }),
      ]
      return () => {
        for (const off of release) off()
      }
    },
    Account: ({ user, auth, support }) => (
      <SignedIn
        user={user}
        auth={auth}
        env={env}
        points={points}
        wallet={wallet}
        support={support}
      />
    ),
    FavouritesTab: ({ onOpen, channelId }) => (
      <FavouritesList favourites={favourites} onOpen={onOpen} channelId={channelId} />
    ),
    voteIn(channelId) {
      let Vote = votes.get(channelId)
      if (!Vote) {
        Vote = ({ product }) => (
          <VoteButtons product={product} favourites={favourites} channelId={channelId} />
        )
        votes.set(channelId, Vote)
      }
      return Vote
    },
  }
}
