import { useEffect, useState } from 'react'
import type { Channel } from '../../shared/api/types'
import { forgetChannel, rememberChannel, resolveAppChannel } from './channel'
import { lookUpChannel } from './lookup'

/** /app's channel: being looked up, known, unknowable (the store still tries), or missing. */
export type AppChannel =
  | { status: 'checking'; channelId: string }
  | { status: 'found'; channelId: string; channel: Channel }
  | { status: 'unknown'; channelId: string }
  | { status: 'missing'; channelId: string }

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * The channel /app shows. The first render takes the channel the page's widget already has:
 * the query's, which the server wrote into the page (`firstStoreChannel`), else in the browser
 * a stored one, which the page's early script gave it (shared/early-scripts/store-channel.ts),
 * else the default. The prerender has no storage, and the bar reads the same for every channel while it
 * is checked, so hydration matches. Once hydrated the channel is looked up: a channel given by
 * query is remembered unless the API says it does not exist, and a missing channel is forgotten.
 */
export function useAppChannel(search: string, fetchFn: typeof fetch = fetch): AppChannel {
  const [state, setState] = useState<AppChannel>(() => ({
    status: 'checking',
    channelId: resolveAppChannel(search, browserStorage()).channelId,
  }))
  useEffect(() => {
    const storage = browserStorage()
    const choice = resolveAppChannel(search, storage)
    const { channelId } = choice
    setState({ status: 'checking', channelId })
    const controller = new AbortController()
    void lookUpChannel(channelId, fetchFn, controller.signal).then((lookup) => {
      if (controller.signal.aborted) return
      if (lookup.status === 'missing') {
        forgetChannel(storage, channelId)
        setState({ status: 'missing', channelId })
        return
      }
      if (choice.source === 'query') rememberChannel(storage, channelId)
      setState(
        lookup.status === 'found'
          ? { status: 'found', channelId, channel: lookup.channel }
          : { status: 'unknown', channelId },
      )
    })
    return () => controller.abort()
  }, [search, fetchFn])
  return state
}
