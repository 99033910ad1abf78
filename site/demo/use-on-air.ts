import { useEffect, useState } from 'react'
import { fetchOnAir, type OnAirState, pollOnAir } from './on-air'

/** What is on air on a channel, polled while the component is mounted. Starts as 'tuning'. */
export function useOnAir(channelId: string): OnAirState {
  const [state, setState] = useState<OnAirState>({ status: 'tuning' })
  useEffect(() => {
    setState({ status: 'tuning' })
    return pollOnAir({
      channelId,
      load: (id, signal) => fetchOnAir(id, fetch, signal),
      onChange: setState,
    })
  }, [channelId])
  return state
}
