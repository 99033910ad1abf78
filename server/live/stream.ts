// The live streams: every viewer of a channel holds one Server-Sent Events connection, and a
// change of the channel's list is read once, made into one event, and written to all of them.
import { LIVE_PING_MS } from '../../shared/constants'
import { HttpError } from '../http/errors'

/** Not in the spec: how long a viewer's browser waits before reconnecting, in ms. */
export const LIVE_RETRY_MS = 5_000

/**
 * Not in the spec: events queued for one connection beyond what its socket took. A slower
 * viewer then keeps only the newest list, to be sent when the socket drains (a list replaces
 * the one before; pings are skipped), so it neither holds the others back nor grows memory.
 */
const QUEUED_EVENTS = 2

const encoder = new TextEncoder()
const PING = encoder.encode(': ping\n\n')
const OPENING = encoder.encode(`retry: ${LIVE_RETRY_MS}\n\n`)

/** One SSE event carrying a channel's list (the recent-products body, on one data line). */
export function productsEvent(json: string): Uint8Array {
  return encoder.encode(`event: products\ndata: ${json}\n\n`)
}

type Viewer = {
  controller: ReadableStreamDefaultController<Uint8Array>
  /** The channel's version this viewer has been sent (0: none yet). */
  version: number
  /** The newest list not yet taken by a full socket. */
  pending: Uint8Array | null
}

type Channel = {
  viewers: Set<Viewer>
  version: number
  json: string | null
  event: Uint8Array | null
  reading: boolean
  readAgain: boolean
  backstop: ReturnType<typeof setInterval>
}

/**
 * The streams of every channel with viewers in this process. `read` gives a channel's list
 * (JSON, from the feed cache); a channel is read again on `changed` and every `backstopMs`
 * (for what no writer announces), and each viewer is sent a list only when it differs from
 * the last one it got. Every stream gets a ping every LIVE_PING_MS.
 */
export function createStreams(options: {
  read: (channelId: string) => Promise<string>
  backstopMs: number
}) {
  const channels = new Map<string, Channel>()
  let pinger: ReturnType<typeof setInterval> | null = null

  function send(viewer: Viewer, bytes: Uint8Array, replaceable: boolean) {
    const room = viewer.controller.desiredSize ?? 0
    if (room > 0) viewer.controller.enqueue(bytes)
    else if (replaceable) viewer.pending = bytes
  }

  function deliver(channel: Channel) {
    const { event, version } = channel
    if (!event) return
    for (const viewer of channel.viewers) {
      if (viewer.version === version) continue
      viewer.version = version
      send(viewer, event, true)
    }
  }

  function endChannel(channelId: string, channel: Channel) {
    for (const viewer of channel.viewers) {
      try {
        viewer.controller.close()
      } catch {
        // Already closed by the viewer.
      }
    }
    forget(channelId, channel)
  }

  /** Reads a channel's list once for every change announced while a read was under way. */
  async function refresh(channelId: string) {
    const channel = channels.get(channelId)
    if (!channel) return
    if (channel.reading) {
      channel.readAgain = true
      return
    }
    channel.reading = true
    try {
      do {
        channel.readAgain = false
        let json: string
        try {
          json = await options.read(channelId)
        } catch (error) {
          // An archived channel has no feed any more: its streams end.
          if (error instanceof HttpError && error.status === 404)
            return endChannel(channelId, channel)
          console.error(`live stream of ${channelId}: reading the list failed`, error)
          return
        }
        if (json !== channel.json) {
          channel.json = json
          channel.event = productsEvent(json)
          channel.version += 1
        }
        deliver(channel)
      } while (channel.readAgain && channels.get(channelId) === channel)
    } finally {
      channel.reading = false
    }
  }

  function forget(channelId: string, channel: Channel) {
    if (channels.get(channelId) !== channel) return
    channels.delete(channelId)
    clearInterval(channel.backstop)
    if (channels.size === 0 && pinger) {
      clearInterval(pinger)
      pinger = null
    }
  }

  function ping() {
    for (const channel of channels.values()) {
      for (const viewer of channel.viewers) send(viewer, PING, false)
    }
  }

  return {
    /** A new viewer's stream: `retry`, the channel's list at once, then each change. */
    connect(channelId: string): ReadableStream<Uint8Array> {
      let viewer: Viewer | null = null
      return new ReadableStream<Uint8Array>(
        {
          start(controller) {
            controller.enqueue(OPENING)
            let channel = channels.get(channelId)
            if (!channel) {
              channel = {
                viewers: new Set(),
                version: 0,
                json: null,
                event: null,
                reading: false,
                readAgain: false,
                backstop: setInterval(() => void refresh(channelId), options.backstopMs),
              }
              channel.backstop.unref?.()
              channels.set(channelId, channel)
            }
            if (!pinger) {
              pinger = setInterval(ping, LIVE_PING_MS)
              pinger.unref?.()
            }
            viewer = { controller, version: 0, pending: null }
            channel.viewers.add(viewer)
            // A list already read is sent at once; a new channel's first read sends it.
            if (channel.event) deliver(channel)
            else void refresh(channelId)
          },
          pull() {
            if (viewer?.pending) {
              const bytes = viewer.pending
              viewer.pending = null
              viewer.controller.enqueue(bytes)
            }
          },
          cancel() {
            const channel = channels.get(channelId)
            if (!channel || !viewer) return
            channel.viewers.delete(viewer)
            if (channel.viewers.size === 0) forget(channelId, channel)
          },
        },
        { highWaterMark: QUEUED_EVENTS },
      )
    },
    /** Ends every stream (the server is stopping). */
    endAll() {
      for (const [channelId, channel] of channels) endChannel(channelId, channel)
    },
    /** A channel's list may have changed (every channel's for null): read it and push it. */
    changed(channelId: string | null) {
      for (const id of channelId === null ? [...channels.keys()] : [channelId]) void refresh(id)
    },
    /** How many viewers are connected (for tests and benches). */
    get viewers() {
      let n = 0
      for (const channel of channels.values()) n += channel.viewers.size
      return n
    },
  }
}
