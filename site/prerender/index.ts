export {
  fillTemplate,
  HEAD_MARKER,
  HTML_MARKER,
  NOT_FOUND_PROBE_PATH,
  type PrerenderJob,
  prerender,
  prerenderJobs,
  type Rendered,
} from './plan'
