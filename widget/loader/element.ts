import {
  BRIDGE_CONNECT_WAIT_MS,
  type Bridge,
  EMBED_NO_PICTURE,
  type EMBED_PARAMS,
  EMBED_PATH,
  FRAME_DEFAULT_HEIGHT_PX,
  FRAME_HEIGHT_PROPERTY,
  FRAME_SANDBOX,
  type FrameMethods,
} from '../../shared/bridge'
import { parseLayoutAttributes, type WidgetAttributes } from '../element/attributes'
import { INLINE_TAG, LOADER_MARK, TAG } from '../element/tag'
import { type CheckFetch, embedRefusal } from './check'
import { loadWidget } from './load'
import {
  connectFrame,
  type HostPage,
  hostElementPicture,
  type ParentBridgeOptions,
} from './parent-bridge'

/** The element's attributes (ARCHITECTURE.md §4). */
const ATTRIBUTES = ['channel-id', 'view', 'theme', 'api-base', 'mode'] as const

// Constructable sheet: no <style> element, so a page with a strict style-src stays quiet.
// `!important` inside the shadow tree beats any page rule on the host, important or not.
const CSS =
  ':host{display:block!important;position:relative!important;visibility:visible!important}' +
  'iframe{display:block;width:100%;height:100%;border:0}[hidden]{display:none!important}' +
  'p{margin:0;padding:16px;font:15px/1.4 system-ui,sans-serif}button{font:inherit;margin-left:8px}'
// The frame's box (issue 17): FRAME_HEIGHT_PROPERTY's height, or the default. The frame fills it
// and never changes it, so the page never moves (its space is kept from the start). Important
// here beats any page rule, so a page's reset (`all: unset`) cannot collapse it; custom
// properties are untouched by `all`.
const FRAMED = `:host{height:var(${FRAME_HEIGHT_PROPERTY},${FRAME_DEFAULT_HEIGHT_PX}px)!important}`
// A page the server refused shows viewers nothing, not even an empty box; the console says why.
const COLLAPSED = ':host{display:none!important}'

const PICTURE_PARAM: (typeof EMBED_PARAMS)['picture'] = 'picture'

const NO_CHANNEL = 'This store needs a channel: add channel-id="…" to <shoppable-tv>.'
const NOT_LOADED = 'The live store could not load on this page.'

/**
 * The frame's address: the embed page for this channel, view and theme, and this page's
 * origin; `noPicture` when the element has no time source (EMBED_NO_PICTURE).
 */
export function embedUrl(
  widgetOrigin: string,
  { channelId, view, theme }: Pick<WidgetAttributes, 'view' | 'theme'> & { channelId: string },
  parentOrigin: string,
  noPicture = false,
): string {
  // Keys as EMBED_PARAMS names them (the server reads them from there), written out: the
  // object itself would cost the loader's budget its bytes.
  const query = new URLSearchParams({ channelId, parentOrigin, view, theme })
  if (noPicture) query.set(PICTURE_PARAM, EMBED_NO_PICTURE)
  return new URL(`${EMBED_PATH}?${query}`, widgetOrigin).href
}

export type LoaderElementDeps = {
  /** Origin the loader came from: the site, API and frame origin. */
  widgetOrigin: string
  loaderSrc: string
  registry?: CustomElementRegistry
  /** The host page (origin, URL, title, navigation). */
  page?: HostPage & { readonly origin: string }
  /** Makes the parent side of the bridge (tests pass a fake). */
  connect?: (options: ParentBridgeOptions) => Bridge<FrameMethods>
  /** A sign-in handoff code the page came back with, for the first frame that connects. */
  handoffCode?: string | null
  /** Fetch for the embed check (tests pass a fake). */
  fetch?: CheckFetch
}

function browserPage(): HostPage & { readonly origin: string } {
  return {
    get origin() {
      return location.origin
    },
    get href() {
      return location.href
    },
    get title() {
      return document.title
    },
  }
}

/**
 * Defines the loader's light `<shoppable-tv>` unless the tag is taken (a second copy of
 * the loader, or the widget module itself). Each element chooses its mode: `frame`, or
 * `auto` on a foreign origin, makes a frame on our origin and its bridge; `inline`, or
 * `auto` on our own origin, loads the widget module and hosts the inline widget. Removal
 * tears the frame and its bridge down. Returns true when it defined the element.
 */
export function defineLoaderElement(deps: LoaderElementDeps): boolean {
  const registry = deps.registry ?? customElements
  if (registry.get(TAG)) return false
  const { widgetOrigin, loaderSrc, connect = connectFrame } = deps
  // Called as a plain function, so the browser's fetch needs no binding.
  const fetcher: CheckFetch = deps.fetch ?? fetch
  const page = deps.page ?? browserPage()
  let handoffCode = deps.handoffCode ?? null
  const frames = new Set<HTMLIFrameElement>()

  /** The first frame to connect redeems the code; the page's other frames then reload signed in. */
  function handOver(bridge: Bridge<FrameMethods>, frame: HTMLIFrameElement) {
    const code = handoffCode
    handoffCode = null
    if (!code) return
    bridge.call('redeemHandoff', code).then(
      () => {
        for (const other of frames) if (other !== frame) other.setAttribute('src', other.src)
      },
      // Refused (forged, used or expired): the frame says so itself.
      () => {},
    )
  }

  class ShoppableTvLoader extends HTMLElement {
    static readonly observedAttributes = ATTRIBUTES
    static readonly [LOADER_MARK] = true
    readonly #root = this.attachShadow({ mode: 'open' })
    #shown: string | null = null
    #teardown = () => {}
    /** The channel last checked and whether the frame may be made: one check per channel-id. */
    #checked: [string, Promise<boolean>] | null = null

    connectedCallback() {
      this.#render()
    }

    attributeChangedCallback() {
      if (this.isConnected) this.#render()
    }

    disconnectedCallback() {
      this.#clear()
    }

    #clear() {
      this.#teardown()
      this.#teardown = () => {}
      this.#shown = null
      this.#root.replaceChildren()
    }

    #render() {
      const raw = (name: (typeof ATTRIBUTES)[number]) => this.getAttribute(name) ?? undefined
      const attributes = parseLayoutAttributes({
        channelId: raw('channel-id'),
        view: raw('view'),
        theme: raw('theme'),
        mode: raw('mode'),
      })
      const { mode, channelId } = attributes
      const framed = mode === 'frame' || (mode === 'auto' && page.origin !== widgetOrigin)
      const key = JSON.stringify([framed, attributes])
      if (key === this.#shown) return
      this.#clear()
      this.#shown = key
      // A frame's space is kept from the start, so the page does not jump.
      this.#adopt(framed && channelId ? CSS + FRAMED : CSS)
      if (!framed) this.#inline()
      else if (channelId) this.#checkThenFrame({ ...attributes, channelId })
      else this.#say(NO_CHANNEL)
    }

    #adopt(css: string) {
      try {
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(css)
        this.#root.adoptedStyleSheets = [sheet]
      } catch {
        // Without constructable sheets the frame still works, only unstyled.
      }
    }

    /**
     * Asks the server (once per channel-id, however often the element re-renders) while the
     * frame loads beside it, out of sight (issue 17: the check costs no round trip of its
     * own): a refusal is logged once, removes the frame and collapses the element; any other
     * outcome shows the frame.
     */
    #checkThenFrame(attributes: Pick<WidgetAttributes, 'view' | 'theme'> & { channelId: string }) {
      const { channelId } = attributes
      // The frame comes first: its navigation is the longer way to the first card; the check
      // only hides it.
      const [frame, teardown] = this.#frame(attributes)
      frame.style.visibility = 'hidden'
      if (this.#checked?.[0] !== channelId) {
        const asked = embedRefusal(fetcher, widgetOrigin, channelId, page.origin)
        this.#checked = [
          channelId,
          asked.then((refusal) => {
            if (refusal) console.error(refusal)
            return !refusal
          }),
        ]
      }
      let current = true
      this.#teardown = () => {
        current = false
        teardown()
      }
      void this.#checked[1].then((allowed) => {
        // Cleared meanwhile (removed, or its attributes changed): that render is over.
        if (!current) return
        if (allowed) frame.style.visibility = ''
        else {
          this.#clear()
          this.#adopt(COLLAPSED)
        }
      })
    }

    #say(text: string): HTMLParagraphElement {
      const notice = document.createElement('p')
      notice.setAttribute('role', 'status')
      notice.textContent = text
      this.#root.append(notice)
      return notice
    }

    /** The widget inline in this element's shadow root (the module defines INLINE_TAG). */
    #inline() {
      loadWidget({ document, registry, loaderSrc, tag: INLINE_TAG })
      const inner = document.createElement(INLINE_TAG)
      for (const name of ATTRIBUTES) {
        const value = this.getAttribute(name)
        if (value !== null && name !== 'mode') inner.setAttribute(name, value)
      }
      this.#root.append(inner)
    }

    #frame(
      attributes: Pick<WidgetAttributes, 'view' | 'theme'> & { channelId: string },
    ): [HTMLIFrameElement, () => void] {
      const frame = document.createElement('iframe')
      frame.src = embedUrl(
        widgetOrigin,
        attributes,
        page.origin,
        hostElementPicture(this) === 'none',
      )
      frame.title = 'Shoppable TV live store'
      frame.setAttribute('sandbox', FRAME_SANDBOX.join(' '))
      frame.referrerPolicy = 'origin'
      this.#root.append(frame)
      frames.add(frame)
      const notice = this.#say(NOT_LOADED)
      notice.hidden = true
      const retry = document.createElement('button')
      retry.type = 'button'
      retry.textContent = 'Try again'
      retry.onclick = () => {
        this.#clear()
        this.#render()
      }
      notice.append(retry)
      const bridge = connect({ element: this, frame, widgetOrigin, page })
      let connected = false
      // A refused or unreachable frame shows the browser's error page: say it plainly instead.
      const timer = setTimeout(() => {
        notice.hidden = connected
        frame.hidden = !connected
      }, BRIDGE_CONNECT_WAIT_MS)
      void bridge.connected.then(() => {
        connected = true
        notice.hidden = true
        frame.hidden = false
        handOver(bridge, frame)
      })
      return [
        frame,
        () => {
          clearTimeout(timer)
          frames.delete(frame)
          bridge.destroy()
        },
      ]
    }
  }

  registry.define(TAG, ShoppableTvLoader)
  return true
}
