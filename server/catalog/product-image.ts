import type { ItemType } from '../../shared/api/types'
import { ICONS, iconFor } from './product-icons'

/** Side of the square picture, in px (the widget needs more than 10×10; cards show ~320). */
const SIZE = 400

/**
 * An SVG product picture (≥ 320×320, with width/height attributes): a calm background of
 * the category's colour (each item a little lighter or darker) and the category's icon large
 * in the middle. No text: the title is the picture's accessible name, and the card's type
 * chip says product, ticket or deal as real text (read by screen readers, sized with the
 * viewer's font, on every feed's pictures), so a badge drawn here (tiny on an 88 px card)
 * would only repeat it.
 */
export function renderProductSvg(item: {
  id: number
  title: string
  type: ItemType
  category: string
  vendor: string
}): string {
  const hue = fnv1a(item.category) % 360
  const shade = fnv1a(`${item.id}`) % 4
  const background = `hsl(${hue} 38% ${86 - shade * 3}%)`
  const disc = `hsl(${hue} 42% ${94 - shade * 2}%)`
  const ink = `hsl(${hue} 45% 24%)`
  const name = escapeXml(cleanText(item.title))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>`,
    `<circle cx="200" cy="212" r="138" fill="${disc}"/>`,
    `<g transform="translate(92 104) scale(1.8)" fill="none" stroke="${ink}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round">${ICONS[iconFor(item.type, item.category)]}</g>`,
    '</svg>',
  ].join('')
}

/** FNV-1a, 32 bits: a cheap, stable spread of the id and category over the colour wheel. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Drops characters XML 1.0 forbids (controls), so any stored title still gives a valid SVG. */
function cleanText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').trim()
}

/** Escapes the five XML special characters, for text and attribute values alike. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}
