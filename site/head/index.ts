export { applyHead } from './apply'
export { normalizePath, type PageSeo, SITE_NAME, seoFor } from './seo'
export { type HeadTags, headTags, renderHead, scriptSafeJson } from './tags'
export { siteUrlFromDocument, useHeadSync } from './use-head-sync'
