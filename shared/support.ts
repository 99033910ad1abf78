/**
 * Support contact of spec §1, set once: the site's FAQ and footer and the widget's
 * account sidebar read it from here.
 */

/** Where viewers, channels and brands write to us. */
export const SUPPORT_EMAIL = 'support@shoppabletv.example'

/** One social profile: its network's name (also the accessible label) and address. */
export type SocialLink = { network: string; href: string }

/** The social links of spec §1, in the spec's order. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Telegram', href: 'https://t.me/shoppabletv' },
  { network: 'X', href: 'https://x.com/shoppabletv' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/shoppabletv' },
  { network: 'YouTube', href: 'https://www.youtube.com/@shoppabletv' },
  { network: 'Medium', href: 'https://medium.com/@shoppabletv' },
]

/** Where the FAQ lives on the site (spec §1 topics; linked as 'See FAQs'). */
export const FAQ_PATH = '/home#faq'
