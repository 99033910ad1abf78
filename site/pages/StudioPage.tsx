import { useParams } from 'react-router'
import { ChannelPage, StudioGate, StudioHome } from '../studio'

/** /studio: your channels and "Create a channel", once signed in (ARCHITECTURE.md §10). */
export function StudioPage() {
  return <StudioGate>{(studio) => <StudioHome studio={studio} />}</StudioGate>
}

/** /studio/channels/{id}: one channel's embed, settings, members and key. */
export function StudioChannelPage() {
  const { channelId = '' } = useParams()
  return (
    <StudioGate>
      {(studio) => <ChannelPage key={channelId} studio={studio} channelId={channelId} />}
    </StudioGate>
  )
}
