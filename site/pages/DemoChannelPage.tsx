import { useRef } from 'react'
import { Link, useParams } from 'react-router'
import type { Channel } from '../../shared/api/types'
import { findDemoChannel } from '../../shared/channels'
import { LiveVideo, type TimeSourceTarget } from '../demo/LiveVideo'
import { OnAirScreen } from '../demo/OnAirScreen'
import { QrCode } from '../demo/QrCode'
import { usePageOrigin } from '../hooks'
import { useWidgetScript } from '../widget/use-widget-script'
import { NotFoundPage } from './NotFoundPage'

/** /demo/{id}: the channel, its live stream (HLS, pins in step with its picture), what is on air, the QR code to the store, and the widget with its account sidebar (so a viewer can sign in here). */
export function DemoChannelPage() {
  const { channelId = '' } = useParams()
  const channel = findDemoChannel(channelId)
  if (!channel) return <NotFoundPage />
  return <DemoChannel key={channel.id} channel={channel} />
}

function DemoChannel({ channel }: { channel: Channel }) {
  const origin = usePageOrigin()
  useWidgetScript()
  // The widget holds each pin until the video's picture reaches its moment.
  const widget = useRef<HTMLElement & TimeSourceTarget>(null)
  return (
    <article className="page demo">
      <p className="breadcrumb">
        <Link to="/demo">All demo channels</Link>
      </p>
      <h1>{channel.name}</h1>
      <p className="lead">{channel.description}</p>
      <div className="demo-layout">
        <div className="demo-watch">
          <LiveVideo
            channelId={channel.id}
            channelName={channel.name}
            topic={channel.topic}
            widget={widget}
          />
          <OnAirScreen channel={channel} />
          <QrCode origin={origin} channelId={channel.id} channelName={channel.name} />
        </div>
        <section className="demo-widget" aria-label={`${channel.name} live store`}>
          {/* Dark as the page is (spec §2: only marketing pages follow a light theme); the
              widget's default, auto, would turn white in a light system setting. */}
          <shoppable-tv ref={widget} channel-id={channel.id} view="full" theme="dark" />
        </section>
      </div>
    </article>
  )
}
