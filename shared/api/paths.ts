/** Endpoint paths of spec §7, relative to the API base (`{origin}/api` by default). */
export const paths = {
  health: '/health',
  channels: '/channels',
  channel: (id: string) => `/channels/${encodeURIComponent(id)}`,
  channelNow: (id: string) => `/channels/${encodeURIComponent(id)}/now`,
  channelContext: (id: string) => `/channels/${encodeURIComponent(id)}/context`,
  recentProducts: (channelId: string, count: number) =>
    `/product_search/recent_products/${encodeURIComponent(channelId)}/${count}`,
  mostLiked: '/tracking/products/most-liked',
  mostClicked: '/tracking/products/most-clicked',
  click: '/tracking/click',
  media: (file: string) => `/media/${file}`,
} as const

/** Header that carries a channel's key on `POST /channels/{id}/context`. */
export const CHANNEL_KEY_HEADER = 'X-Channel-Key'

/** Default API base path on the widget's own origin. */
export const DEFAULT_API_PATH = '/api'
