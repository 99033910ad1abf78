// A retailer's Merchant Center feed for the import and scale benches: N items made one row at
// a time (never the whole file in memory), in many categories with their own words, so
// full-text matching meets realistic selectivity; about 0.1% of rows are bad in the ways real
// exports are. Deterministic: the same N gives the same file.
import { createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { createRandom, pick, type Random } from '../../server/demo/data/random'
import { textBytes } from '../../server/feeds'
import { type MerchantRow, merchantTsv } from '../../server/feeds/tsv-writer'

/** The attributes the bench feed carries. */
export const RETAIL_COLUMNS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'sale_price',
  'availability',
  'brand',
  'gtin',
  'mpn',
  'product_type',
  'custom_label_0',
] as const

type Category = {
  /** Merchant Center `product_type`, most general level first. */
  path: string
  nouns: readonly string[]
  kinds: readonly string[]
  /** Clauses that finish "It …". */
  features: readonly string[]
  uses: readonly string[]
  type?: 'ticket' | 'deal'
}

const CATEGORIES: readonly Category[] = [
  {
    path: 'Sporting Goods > Fishing > Reels',
    nouns: ['spinning reel', 'baitcasting reel', 'fly reel', 'surf reel', 'trolling reel'],
    kinds: ['saltwater', 'ultralight', 'carbon', 'low-profile', 'sealed'],
    features: ['has a smooth carbon drag', 'carries ten ball bearings', 'resists salt spray'],
    uses: ['bass fishing', 'pier fishing', 'river trout', 'offshore trolling'],
  },
  {
    path: 'Sporting Goods > Fishing > Rods',
    nouns: ['spinning rod', 'casting rod', 'fly rod', 'telescopic rod', 'ice rod'],
    kinds: ['graphite', 'two-piece', 'travel', 'medium-heavy', 'fast-action'],
    features: ['has a sensitive tip', 'packs into a short tube', 'uses cork handles'],
    uses: ['lake fishing', 'kayak fishing', 'fly fishing', 'ice fishing'],
  },
  {
    path: 'Cameras & Optics > Binoculars',
    nouns: ['binoculars', 'spotting scope', 'monocular', 'rangefinder'],
    kinds: ['waterproof', 'compact', 'image-stabilised', 'roof-prism', 'night'],
    features: ['has bright multi-coated glass', 'is nitrogen-purged against fog'],
    uses: ['birdwatching', 'safari drives', 'stargazing', 'wildlife watching'],
  },
  {
    path: 'Cameras & Optics > Cameras',
    nouns: ['mirrorless camera', 'action camera', 'trail camera', 'instant camera', 'lens'],
    kinds: ['full-frame', 'weatherproof', '4K', 'wide-angle', 'telephoto'],
    features: ['records 4K video', 'focuses on eyes and animals', 'runs all day on one battery'],
    uses: ['wildlife photography', 'vlogging', 'travel photos', 'night skies'],
  },
  {
    path: 'Sporting Goods > Camping > Tents',
    nouns: ['tent', 'sleeping bag', 'sleeping pad', 'camp stove', 'lantern', 'hammock'],
    kinds: ['ultralight', 'four-season', 'two-person', 'inflatable', 'solar'],
    features: ['pitches in three minutes', 'weighs under two kilos', 'packs down small'],
    uses: ['backpacking', 'car camping', 'festival weekends', 'alpine nights'],
  },
  {
    path: 'Apparel > Outdoor > Jackets',
    nouns: ['rain jacket', 'softshell jacket', 'down jacket', 'fleece', 'wool jumper'],
    kinds: ['waterproof', 'packable', 'insulated', 'merino', 'windproof'],
    features: ['has taped seams', 'stuffs into its own pocket', 'keeps warm when wet'],
    uses: ['hillwalking', 'city commuting', 'winter hikes', 'sailing'],
  },
  {
    path: 'Apparel > Footwear > Boots',
    nouns: ['walking boots', 'hiking shoes', 'trail runners', 'wellies', 'wool socks'],
    kinds: ['leather', 'waterproof', 'wide-fit', 'grippy', 'lightweight'],
    features: ['grips on wet rock', 'needs no breaking in', 'dries overnight'],
    uses: ['peat bogs', 'mountain trails', 'muddy dog walks', 'long-distance paths'],
  },
  {
    path: 'Sporting Goods > Running > Shoes',
    nouns: ['running shoes', 'racing flats', 'running vest', 'sports watch', 'headlamp'],
    kinds: ['carbon-plated', 'cushioned', 'stability', 'breathable', 'reflective'],
    features: ['returns energy on every stride', 'tracks pace and heart rate'],
    uses: ['marathon training', 'tempo runs', 'trail races', 'park runs'],
  },
  {
    path: 'Sporting Goods > Cycling > Bikes',
    nouns: ['gravel bike', 'enduro bike', 'cycling helmet', 'bike light', 'dropper post'],
    kinds: ['carbon', 'aluminium', 'full-suspension', 'electric', 'aero'],
    features: ['climbs like a goat', 'rolls on tubeless tyres', 'weighs next to nothing'],
    uses: ['bikepacking', 'downhill laps', 'commuting', 'sportives'],
  },
  {
    path: 'Sporting Goods > Winter Sports > Skis',
    nouns: ['all-mountain skis', 'ski boots', 'ski goggles', 'snowboard', 'avalanche beacon'],
    kinds: ['freeride', 'twin-tip', 'heated', 'anti-fog', 'backcountry'],
    features: ['floats in powder', 'holds an edge on ice', 'fits a wide foot'],
    uses: ['powder days', 'ski touring', 'park laps', 'groomed pistes'],
  },
  {
    path: 'Sporting Goods > Water Sports > Surfing',
    nouns: ['surfboard', 'wetsuit', 'rescue tube', 'snorkel set', 'paddle board'],
    kinds: ['foam', 'epoxy', 'thermal', 'inflatable', 'longboard'],
    features: ['paddles into small waves', 'keeps out cold water', 'floats a heavy swimmer'],
    uses: ['beach breaks', 'reef snorkelling', 'lifeguard training', 'flat-water paddling'],
  },
  {
    path: 'Sporting Goods > Golf > Clubs',
    nouns: ['driver', 'fairway wood', 'hybrid', 'iron set', 'putter', 'golf balls'],
    kinds: ['forged', 'adjustable', 'low-spin', 'forgiving', 'tour'],
    features: ['launches high and straight', 'stops a slice', 'feels soft off the face'],
    uses: ['links golf', 'the driving range', 'club competitions', 'windy rounds'],
  },
  {
    path: 'Health & Beauty > Fitness > Recovery',
    nouns: ['foam roller', 'massage gun', 'kettlebell', 'yoga mat', 'resistance bands'],
    kinds: ['textured', 'cordless', 'adjustable', 'non-slip', 'heavy-duty'],
    features: ['eases tight calves', 'runs quietly', 'rolls up small'],
    uses: ['post-match recovery', 'home workouts', 'physio sessions', 'warm-ups'],
  },
  {
    path: 'Home & Garden > Kitchen > Cookware',
    nouns: ['cast iron skillet', 'dutch oven', 'chef knife', 'wok', 'saucepan set'],
    kinds: ['enamelled', 'carbon steel', 'nonstick', 'copper', 'pre-seasoned'],
    features: ['sears steak evenly', 'goes from hob to oven', 'holds a keen edge'],
    uses: ['weeknight dinners', 'slow braises', 'stir-fries', 'Sunday roasts'],
  },
  {
    path: 'Home & Garden > Kitchen > Appliances',
    nouns: ['rice cooker', 'blender', 'espresso machine', 'air fryer', 'stand mixer'],
    kinds: ['smart', 'compact', 'high-speed', 'dual-basket', 'programmable'],
    features: ['keeps rice warm for hours', 'crushes ice in seconds', 'pulls cafe shots'],
    uses: ['family breakfasts', 'meal prep', 'morning coffee', 'baking days'],
  },
  {
    path: 'Food & Drink > Pantry',
    nouns: ['sea salt flakes', 'olive oil', 'chilli crisp', 'gochujang', 'fresh pasta'],
    kinds: ['organic', 'cold-pressed', 'small-batch', 'smoked', 'artisan'],
    features: ['lifts any dish', 'comes from a family farm', 'keeps for a year'],
    uses: ['finishing steaks', 'dressings', 'noodle bowls', 'pasta nights'],
  },
  {
    path: 'Luggage & Bags > Travel',
    nouns: ['travel backpack', 'carry-on suitcase', 'packing cubes', 'daypack', 'duffel'],
    kinds: ['cabin-size', 'hard-shell', 'expandable', 'anti-theft', 'recycled'],
    features: ['fits airline cabin limits', 'opens like a suitcase', 'hides a laptop sleeve'],
    uses: ['city breaks', 'interrail trips', 'business travel', 'weekend getaways'],
  },
  {
    path: 'Media > Books > Travel Guides',
    nouns: ['travel guide', 'road trip atlas', 'phrasebook', 'walking map', 'city guide'],
    kinds: ['illustrated', 'pocket', 'waterproof', 'updated', 'local'],
    features: ['names the best diners', 'folds into a pocket', 'lists every campsite'],
    uses: ['road trips', 'national parks', 'rail journeys', 'island hopping'],
  },
  {
    path: 'Tickets > Tours',
    nouns: ['boat trip', 'walking tour', 'food tour', 'day trip', 'cooking class'],
    kinds: ['small-group', 'private', 'sunset', 'guided', 'skip-the-line'],
    features: ['includes hotel pickup', 'ends with a tasting', 'runs every morning'],
    uses: ['first-time visitors', 'families', 'food lovers', 'history buffs'],
    type: 'ticket',
  },
  {
    path: 'Tickets > Events',
    nouns: ['concert ticket', 'match ticket', 'festival pass', 'premiere ticket', 'race entry'],
    kinds: ['standing', 'VIP', 'weekend', 'early-bird', 'grandstand'],
    features: ['includes a souvenir lanyard', 'opens doors an hour early'],
    uses: ['fans', 'season ticket holders', 'groups of friends', 'first-timers'],
    type: 'ticket',
  },
  {
    path: 'Media > Movies',
    nouns: ['4K steelbook', 'blu-ray box set', 'soundtrack vinyl', 'poster print'],
    kinds: ['limited', 'collector', "director's cut", 'remastered', 'signed'],
    features: ['includes deleted scenes', 'ships in a numbered sleeve'],
    uses: ['movie nights', 'collectors', 'gift giving', 'film fans'],
  },
  {
    path: 'Arts & Entertainment > Music Merch',
    nouns: ['light stick', 'album', 'photo card set', 'tour hoodie', 'tote bag'],
    kinds: ['official', 'limited', 'glow', 'signed', 'fan club'],
    features: ['syncs with the concert lights', 'includes a random photo card'],
    uses: ['concerts', 'fan meetings', 'collectors', 'gift giving'],
  },
  {
    path: 'Toys & Games > Models',
    nouns: ['rally car model', 'race car model', 'model kit', 'slot car set', 'drone'],
    kinds: ['die-cast', '1:43 scale', '1:18 scale', 'remote-control', 'collector'],
    features: ['opens its doors and bonnet', 'comes in a display case'],
    uses: ['motorsport fans', 'weekend builds', 'desk display', 'race day'],
  },
  {
    path: 'Vehicles & Parts > Tools',
    nouns: ['torque wrench', 'tyre warmers', 'socket set', 'jump starter', 'pit stand'],
    kinds: ['digital', 'professional', 'cordless', 'racing', 'compact'],
    features: ['clicks at the set torque', 'warms tyres evenly', 'fits every wheel nut'],
    uses: ['track days', 'garage work', 'roadside rescue', 'pit crews'],
  },
  {
    path: 'Deals > Weekly',
    nouns: ['bundle', 'gift box', 'starter kit', 'outlet pack', 'clearance set'],
    kinds: ['half-price', 'two-for-one', 'members-only', 'flash', 'end-of-season'],
    features: ['saves a third on the usual price', 'ends on Sunday'],
    uses: ['bargain hunters', 'gift giving', 'stocking up', 'first-time buyers'],
    type: 'deal',
  },
]

const ADJECTIVES = ['classic', 'new', 'pro', 'everyday', 'premium', 'essential', 'heritage']
const COLOURS = ['black', 'olive', 'navy', 'sand', 'red', 'teal', 'grey', 'orange', 'white']
const MATERIALS = ['recycled nylon', 'stainless steel', 'bamboo', 'ripstop', 'aluminium']
/** What shops append to many descriptions (common words, as in real exports). */
const BOILERPLATE = [
  'Ships in two days.',
  'Free returns within thirty days.',
  'Gift wrapping available at checkout.',
  'Covered by a two-year warranty.',
]
const PLACES = [
  'Lisbon',
  'Bologna',
  'Galway',
  'Hurghada',
  'Seoul',
  'Busan',
  'Berlin',
  'Kyoto',
  'Denver',
  'Cape Town',
  'Reykjavik',
  'Queenstown',
  'Marrakesh',
  'Vancouver',
  'Edinburgh',
  'Cusco',
]
const SYLLABLES = ['kel', 'tra', 'vo', 'mar', 'din', 'sa', 'lu', 'bren', 'ox', 'ri', 'zan', 'po']
const CURRENCIES = [
  { code: 'USD', scale: 100 },
  { code: 'EUR', scale: 100 },
  { code: 'GBP', scale: 100 },
  { code: 'KRW', scale: 1 },
] as const

/** Not in the spec: how many brands the bench's retailer carries. */
const BRAND_COUNT = 1_500
/** Every BAD_EVERY-th row is broken in one of the ways of `breakRow` (about 0.1%). */
const BAD_EVERY = 997

function brandName(random: Random): string {
  const n = 2 + Math.floor(random() * 2)
  const word = Array.from({ length: n }, () => pick(random, SYLLABLES)).join('')
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/** The retailer's brands (the same list on every run). */
export const RETAIL_BRANDS: readonly string[] = (() => {
  const random = createRandom(7)
  const names = new Set<string>()
  while (names.size < BRAND_COUNT) names.add(brandName(random))
  return [...names]
})()

function price(random: Random, n: number): { price: string; sale: string | null } {
  const currency = CURRENCIES[n % CURRENCIES.length] ?? CURRENCIES[0]
  const base = Math.round((5 + random() ** 2 * 900) * 100) / 100
  const amount = (value: number) =>
    currency.scale === 1 ? String(Math.round(value * 1300)) : value.toFixed(2)
  return {
    price: `${amount(base)} ${currency.code}`,
    sale: random() < 0.15 ? `${amount(base * 0.8)} ${currency.code}` : null,
  }
}

/** A row spoiled the way real exports are: bad price, missing title, bad URLs, bad stock, a repeated id. */
function breakRow(row: Record<string, string | null>, n: number): void {
  switch ((n / BAD_EVERY) % 6) {
    case 0:
      row.price = 'call for price'
      break
    case 1:
      row.title = ''
      break
    case 2:
      row.link = 'shop.example/p/nowhere'
      break
    case 3:
      row.image_link = `https://img.shop.example/p/placeholder-${n}.jpg`
      break
    case 4:
      row.availability = 'maybe'
      break
    default:
      row.id = `SKU-${n - 1}`
  }
}

/** Item `n` of the feed (its own seed, so any row can be made alone). */
export function retailRow(n: number): MerchantRow {
  const random = createRandom(n * 2_654_435_761)
  const category = CATEGORIES[n % CATEGORIES.length] ?? CATEGORIES[0]
  if (!category) throw new Error('no categories')
  const brand = pick(random, RETAIL_BRANDS)
  const noun = pick(random, category.nouns)
  const kind = pick(random, category.kinds)
  const model = `${brand.slice(0, 2).toUpperCase()}-${100 + Math.floor(random() * 9_900)}`
  const place = category.type === 'ticket' ? ` in ${pick(random, PLACES)}` : ''
  const title = `${brand} ${pick(random, ADJECTIVES)} ${kind} ${noun}${place} ${model}`
  const colour = pick(random, COLOURS)
  const description = [
    `The ${kind} ${noun} from ${brand} ${pick(random, category.features)} and ${pick(random, category.features)}.`,
    `Made of ${pick(random, MATERIALS)}, in ${colour}, for ${pick(random, category.uses)} and ${pick(random, category.uses)}.`,
    random() < 0.5 ? pick(random, BOILERPLATE) : '',
  ]
    .join(' ')
    .trim()
  const { price: amount, sale } = price(random, n)
  const stock = random()
  const row: Record<string, string | null> = {
    id: `SKU-${n}`,
    title,
    description,
    link: `https://www.shop.example/p/${n}`,
    image_link: `https://img.shop.example/p/${n}.jpg`,
    price: amount,
    sale_price: sale,
    availability: stock < 0.04 ? 'out_of_stock' : stock < 0.06 ? 'preorder' : 'in_stock',
    brand,
    gtin: String(4_000_000_000_000 + n),
    mpn: model,
    product_type: category.path,
    custom_label_0: category.type ?? 'product',
  }
  if (n > 0 && n % BAD_EVERY === 0) breakRow(row, n)
  return row
}

function* retailRows(items: number): Generator<MerchantRow> {
  for (let n = 0; n < items; n++) yield retailRow(n)
}

/** How many of the first `items` rows `breakRow` spoils. */
export function badRows(items: number): number {
  return Math.floor((items - 1) / BAD_EVERY)
}

/** Writes the feed of `items` rows to `path` as a stream (about 64 KiB in memory at a time). */
export async function writeRetailFeed(path: string, items: number): Promise<void> {
  await pipeline(textBytes(merchantTsv(RETAIL_COLUMNS, retailRows(items))), createWriteStream(path))
}
