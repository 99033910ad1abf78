/** Pages that are steps of a flow, not destinations: kept out of the sitemap, disallowed for robots. */
export const UNINDEXED_PATHS: readonly string[] = [
  '/oauth2callback',
  '/app/oauth2callback',
  '/intravel-redirect',
  '/sandbox',
  '/studio',
]

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** sitemap.xml listing every indexable page path at the site's origin. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .filter((path) => !UNINDEXED_PATHS.includes(path))
    .map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything indexable but the API and flow steps; points at the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...UNINDEXED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
