import { clipOfTopic, demoStreamPaths } from '../../shared/api/demo-stream'
import { DEFAULT_API_PATH } from '../../shared/api/paths'

/**
 * The poster of the demo stream of a channel of `topic` (its clip's, issue 62), as the demo
 * channel pages ask for it: the picture the video shows until it plays, and the largest thing
 * on those pages' first screen.
 */
export function demoPosterUrl(topic: string): string {
  return `${DEFAULT_API_PATH}${demoStreamPaths.poster(clipOfTopic(topic))}`
}
