import { useLocation } from 'react-router'
import { AppChannelBar } from '../app-store/AppChannelBar'
import { LiveChannels } from '../app-store/LiveChannels'
import { useAppChannel } from '../app-store/use-app-channel'
import { useWidgetScript } from '../widget/use-widget-script'

/**
 * /app: the phone store. The channel bar on top confirms where the viewer is (the QR code
 * lands here); the widget fills the rest, or, for a channel that does not exist, the live
 * channels to choose from.
 */
export function AppPage() {
  const { search } = useLocation()
  const channel = useAppChannel(search)
  useWidgetScript()
  return (
    <main id="main" className="app-screen">
      <h1 className="visually-hidden">Shoppable TV live store</h1>
      <AppChannelBar state={channel} />
      {channel.status === 'missing' ? (
        <LiveChannels />
      ) : (
        <shoppable-tv channel-id={channel.channelId} view="full" theme="dark" />
      )}
    </main>
  )
}
