import { useEffect, useState } from 'react'
import { DEFAULT_CHANNEL_ID } from '../../shared/channels'
import { resolveAppChannel } from './channel'

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * The channel /app shows. The first render (prerender and hydration) uses the default so
 * the markup matches; the query and storage are read once hydrated and the widget's
 * `channel-id` is corrected then.
 */
export function useAppChannel(search: string): string {
  const [channelId, setChannelId] = useState(DEFAULT_CHANNEL_ID)
  useEffect(() => {
    setChannelId(resolveAppChannel(search, browserStorage()).channelId)
  }, [search])
  return channelId
}
