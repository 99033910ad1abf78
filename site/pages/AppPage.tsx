import { useLayoutEffect, useRef } from 'react'
import { useClickAnalytics } from '../analytics'
import { AppChannelBar } from '../app-store/AppChannelBar'
import { LiveChannels } from '../app-store/LiveChannels'
import { type AppLocation, useBrowserLocation } from '../app-store/location'
import { useAppChannel } from '../app-store/use-app-channel'
import { HydratedMark } from '../layout/HydratedMark'
import { SiteOverlays } from '../layout/SiteOverlays'
import { VersionBadge } from '../layout/VersionBadge'
import { useWidgetScript } from '../widget/use-widget-script'

/**
 * /app: the phone store. The channel bar on top confirms where the viewer is (the QR code
 * lands here); the widget fills the rest, or, for a channel that does not exist, the live
 * channels to choose from.
 */
export function AppPage({ location }: { location: AppLocation }) {
  const channel = useAppChannel(location.search)
  useWidgetScript()
  // Hydration keeps an attribute the page came with: should the server not have given the
  // widget the query's channel (the page sent as built), it is given it here.
  const widget = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const element = widget.current
    if (element && element.getAttribute('channel-id') !== channel.channelId)
      element.setAttribute('channel-id', channel.channelId)
  }, [channel.channelId])
  return (
    <main id="main" className="app-screen">
      <h1 className="visually-hidden">Shoppable TV live store</h1>
      <AppChannelBar state={channel} />
      {channel.status === 'missing' ? (
        <LiveChannels replace={location.replace} />
      ) : (
        <shoppable-tv ref={widget} channel-id={channel.channelId} view="full" theme="dark" />
      )}
      <p className="app-version">
        <VersionBadge />
      </p>
    </main>
  )
}

/**
 * The whole of /app's screen: the phone store fills it, with no site header or footer. Its
 * account sidebar sends 'Cookie Settings' and 'Reset Cookie Preferences', so the consent
 * banner is here too.
 */
export function AppScreen({ location }: { location: AppLocation }) {
  return (
    <>
      {/* Early in the tab order: the banner asks first, before the store (it floats at the bottom). */}
      <SiteOverlays pathname="/app" />
      <AppPage location={location} />
      <HydratedMark />
    </>
  )
}

/**
 * /app's own document (site/entry-app.tsx): the screen without the site's router, on the
 * address bar's location, recording clicks as the site does.
 */
export function AppDocument() {
  const location = useBrowserLocation()
  useClickAnalytics()
  return <AppScreen location={location} />
}
