import { useEffect, useState } from 'react'
import type { Channel } from '../../shared/api/types'
import { firstStoreChannel } from '../../shared/channels'
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
 * The channel /app shows. The first render (prerender and hydration) uses the query's channel
 * as the server wrote it into the page (`firstStoreChannel`: the default when the query has
 * none), so the markup matches and the widget starts on that channel; once hydrated the query
 * and storage are read, the widget's `channel-id` is corrected (a stored channel), and the
 * channel is looked up: a channel given by query is
 * remembered unless the API says it does not exist, and a missing channel is forgotten.
 */
export function useAppChannel(search: string, fetchFn: typeof fetch = fetch): AppChannel {
  const [state, setState] = useState<AppChannel>(() => ({
    status: 'checking',
    channelId: firstStoreChannel(search),
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
