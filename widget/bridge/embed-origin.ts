import { isOrigin } from '../../shared/bridge/guards'
import { EMBED_NO_PICTURE, EMBED_PARAMS, PARENT_ORIGIN_META } from '../../shared/bridge/protocol'
import type { Picture } from '../../shared/picture'

/**
 * The parent origin the server wrote into the embed page, when this document is that
 * page inside a frame; null anywhere else (our own pages, /embed opened on its own). Kept
 * apart from the bridge so the widget core can ask without loading it.
 */
export function embedParentOrigin(document: Document, window: Window): string | null {
  if (window.parent === window) return null
  const meta = document.querySelector(`meta[name="${PARENT_ORIGIN_META}"]`)
  const origin = meta?.getAttribute('content') ?? null
  return isOrigin(origin) ? origin : null
}

/**
 * The host page's picture as the frame's address tells it, until the loader first answers
 * (issue 17): `none` when the loader found no time source on the element as it made the frame
 * (EMBED_NO_PICTURE), so nothing waits for that answer; `unknown` otherwise.
 */
export function embedPictureHint(search: string): Picture {
  const hint = new URLSearchParams(search).get(EMBED_PARAMS.picture)
  return hint === EMBED_NO_PICTURE ? 'none' : 'unknown'
}

/**
 * Keeps the widget's events that fire while the bridge chunk is still loading (the first
 * products can come first); the returned function stops keeping and hands them over.
 */
export function holdEvents(document: Document, names: readonly string[]): () => Event[] {
  const held: Event[] = []
  const keep = (event: Event) => void held.push(event)
  for (const name of names) document.addEventListener(name, keep)
  return () => {
    for (const name of names) document.removeEventListener(name, keep)
    return held
  }
}
