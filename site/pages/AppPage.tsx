import { useLocation } from 'react-router'
import { useAppChannel } from '../app-store/use-app-channel'
import { useWidgetScript } from '../widget/use-widget-script'

/** /app: the phone store, the widget filling the screen. */
export function AppPage() {
  const { search } = useLocation()
  const channelId = useAppChannel(search)
  useWidgetScript()
  return (
    <main id="main" className="app-screen">
      <h1 className="visually-hidden">Shoppable TV live store</h1>
      <shoppable-tv channel-id={channelId} view="full" theme="dark" />
    </main>
  )
}
