import { demoStreamPaths } from '../../shared/api/demo-stream'
import { DEFAULT_API_PATH } from '../../shared/api/paths'

/**
 * The demo stream's poster, as the demo channel pages ask for it: the picture the video shows
 * until it plays, and the largest thing on those pages' first screen.
 */
export const DEMO_POSTER_URL = `${DEFAULT_API_PATH}${demoStreamPaths.poster}`
