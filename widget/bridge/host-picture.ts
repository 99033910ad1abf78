import type { Bridge, ParentMethods, Picture } from '../../shared/bridge'
import { isPicture } from '../../shared/bridge'
import { PICTURE_CHECK_MS } from '../../shared/constants'

/**
 * The host page's picture in a broadcaster's frame (issue 16): the loader reads the
 * element's `timeSource` when asked (`getPicture`). The feed looks often while a product
 * waits, so the loader is asked at most every PICTURE_CHECK_MS, and only then; between
 * answers a known time runs on with the clock. Until the first answer the picture is
 * `initial`: `unknown`, or `none` when the frame's address said the element had no time
 * source (issue 17); a loader that cannot answer (an older one, a silent page) means `none`.
 * `known` is called whenever an answer ends an `unknown` (the feed then looks at once).
 */
export function hostPicture(
  parent: Bridge<ParentMethods>,
  now: () => number,
  known: () => void,
  initial: Picture = 'unknown',
): () => Picture {
  let picture: Picture = initial
  let readAt = now()
  let asking = false
  const take = (answer: unknown) => {
    const before = picture
    picture = isPicture(answer) ? answer : 'none'
    readAt = now()
    asking = false
    if (before === 'unknown' && picture !== 'unknown') known()
  }
  const ask = () => {
    asking = true
    parent.call('getPicture').then(take, () => take('none'))
  }
  ask()
  return () => {
    if (!asking && now() - readAt >= PICTURE_CHECK_MS) ask()
    return typeof picture === 'number' ? picture + now() - readAt : picture
  }
}
