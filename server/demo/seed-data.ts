import type { ItemType } from '../../shared/api/types'
import { DEMO_CHANNELS } from '../../shared/channels'
import { regionTopic } from '../matching'
import { SECTIONS } from './data'
import { fill, shopPriceCents } from './data/format'
import { COUPANG, coupangLink, VIATOR, vendorLink, viatorLink } from './data/links'
import { createRandom, intBetween, pick, pickTwo, type Random } from './data/random'
import type { Currency, Featured, Noun, ProductLine, Section, TicketLine } from './data/types'

/** One row of the demo catalog, before the database gives it an id. */
export type SeedItem = {
  /** Stable unique key: channel id, line key and position, e.g. 'wildtv-rod-0007'. */
  key: string
  type: ItemType
  title: string
  brand: string | null
  model: string | null
  category: string
  description: string
  /** Retailer or partner display name. */
  vendor: string
  /** Absolute https URL at the vendor, on the reserved `.example` TLD. */
  link: string
  /** Price in hundredths of the currency unit, for KRW too (₩39,900 is 3_990_000). */
  priceCents: number
  currency: Currency
  /** Channel topics the item fits (values of DEMO_CHANNELS[].topic). */
  topics: string[]
  /** Coupang product page id for Coupang listings, else null. */
  pageKey: string | null
}

/** Not in the spec: how many items the demo catalog holds by default (the brief asks ≈ 3000). */
export const DEMO_CATALOG_SIZE = 3000
/** Not in the spec: the default PRNG seed; any other integer gives another valid catalog. */
export const DEMO_CATALOG_SEED = 20_251_122

/** A section's generated slots repeat this pattern: 14 products, 3 tickets, 3 deals in 20. */
const KIND_PATTERN = 'PPTPDPPPTPPDPPTPPDPP'
const DEAL_PERCENTS = [10, 15, 20, 25, 30, 40] as const
/** Ticket kinds of a tour when its line names none: two departures of one tour. */
const TOUR_VARIANTS = ['Morning', 'Afternoon', 'Small Group', 'Private Group'] as const
const MAX_ATTEMPTS = 24
/** Share of Coupang listings that get a second listing on the same page (an option). */
const COUPANG_DUPLICATE_SHARE = 0.2
/** Share of ticket sales a Viator-enabled ticket line sends through Viator. */
const VIATOR_SHARE = 0.55

type ProductRef = {
  title: string
  brand: string
  model: string
  noun: Noun
  line: ProductLine
  price: number
  vendor: string
}
type TicketRef = { title: string; place: string; line: TicketLine; price: number; vendor: string }

type SectionState = {
  section: Section
  topic: string
  slot: number
  products: ProductRef[]
  tickets: TicketRef[]
  pending: { base: ProductRef; pageKey: string } | null
}

type Draft = {
  type: ItemType
  lineKey: string
  alsoTopics?: readonly string[]
  title: string
  brand: string | null
  model: string | null
  category: string
  description: string
  vendor: string
  price: number
  pageKey?: string
}

type Context = {
  random: Random
  items: SeedItem[]
  titles: Set<string>
  models: Set<string>
  pageKeys: Set<string>
  itemIds: Set<string>
}

/** Deterministic demo catalog (same input → same output); a smaller size is a prefix. */
export function generateCatalog(options: { size?: number; seed?: number } = {}): SeedItem[] {
  const size = Math.max(0, Math.floor(options.size ?? DEMO_CATALOG_SIZE))
  const ctx: Context = {
    random: createRandom(options.seed ?? DEMO_CATALOG_SEED),
    items: [],
    titles: new Set(),
    models: new Set(),
    pageKeys: new Set(),
    itemIds: new Set(),
  }
  const states = SECTIONS.map(stateFor)
  // Featured items first, one per channel in turn, so even a tiny catalog holds what the
  // programs name and spreads over every channel.
  const rounds = Math.max(...SECTIONS.map((section) => section.featured.length))
  for (let round = 0; round < rounds; round++) {
    for (const state of states) {
      const featured = state.section.featured[round]
      if (featured && ctx.items.length < size) emitFeatured(ctx, state, featured)
    }
  }
  while (ctx.items.length < size) {
    for (const state of states) {
      if (ctx.items.length >= size) break
      const kind = KIND_PATTERN[state.slot % KIND_PATTERN.length]
      state.slot++
      if (kind === 'T' && state.section.tickets.length > 0) nextTicket(ctx, state)
      else if (kind === 'D') nextDeal(ctx, state)
      else nextProduct(ctx, state)
    }
  }
  return ctx.items
}

function stateFor(section: Section): SectionState {
  const channel = DEMO_CHANNELS.find((candidate) => candidate.id === section.channelId)
  if (!channel) throw new Error(`No demo channel ${section.channelId}`)
  return { section, topic: channel.topic, slot: 0, products: [], tickets: [], pending: null }
}

function isFree(
  ctx: Context,
  title: string,
  brand: string | null,
  model: string | null,
  type: ItemType,
): boolean {
  if (ctx.titles.has(title.toLowerCase())) return false
  return model === null || !ctx.models.has(`${brand}|${model}|${type}`.toLowerCase())
}

function emit(ctx: Context, state: SectionState, draft: Draft): void {
  const { section } = state
  const seq = ctx.items.length + 1
  let pageKey: string | null = null
  let link: string
  if (draft.vendor === VIATOR) {
    link = viatorLink(draft.title, 10_000 + seq)
  } else if (draft.vendor === COUPANG) {
    pageKey = draft.pageKey ?? freshNumber(ctx, ctx.pageKeys, 1_000_000_000, 8_999_999_999)
    ctx.pageKeys.add(pageKey)
    link = coupangLink(pageKey, freshNumber(ctx, ctx.itemIds, 10_000_000_000, 99_999_999_999))
  } else {
    const vendor = [...section.vendors, ...section.ticketVendors].find(
      (candidate) => candidate.name === draft.vendor,
    )
    if (!vendor) throw new Error(`Unknown vendor ${draft.vendor} in ${section.channelId}`)
    link = vendorLink(vendor, draft.title)
  }
  ctx.titles.add(draft.title.toLowerCase())
  if (draft.model !== null)
    ctx.models.add(`${draft.brand}|${draft.model}|${draft.type}`.toLowerCase())
  ctx.items.push({
    key: `${section.channelId}-${draft.lineKey}-${String(seq).padStart(4, '0')}`,
    type: draft.type,
    title: draft.title,
    brand: draft.brand,
    model: draft.model,
    category: draft.category,
    description: draft.description,
    vendor: draft.vendor,
    link,
    priceCents: shopPriceCents(draft.price, section.currency, draft.type === 'ticket'),
    currency: section.currency,
    topics: [
      state.topic,
      ...(draft.alsoTopics ?? []),
      ...(section.region ? [regionTopic(section.region)] : []),
    ],
    pageKey,
  })
}

function freshNumber(ctx: Context, taken: Set<string>, min: number, max: number): string {
  let value = String(intBetween(ctx.random, min, max))
  while (taken.has(value)) value = String(intBetween(ctx.random, min, max))
  taken.add(value)
  return value
}

function emitFeatured(ctx: Context, state: SectionState, featured: Featured): void {
  const { section } = state
  const productLine = section.lines.find((line) => line.key === featured.line)
  const ticketLine = section.tickets.find((line) => line.key === featured.line)
  const draft: Draft = {
    ...featured,
    lineKey: featured.line,
    alsoTopics: productLine?.alsoTopics,
  }
  if (featured.pageKey !== undefined) draft.pageKey = featured.pageKey
  emit(ctx, state, draft)
  if (featured.type === 'product' && productLine && featured.brand && featured.model) {
    const model = featured.model
    const noun = productLine.nouns.find(([name]) => model.endsWith(name)) ?? productLine.nouns[0]
    if (!noun) return
    const ref = { ...featured, brand: featured.brand, model, noun, line: productLine }
    state.products.push(ref)
  }
  if (featured.type === 'ticket' && ticketLine) {
    state.tickets.push({
      title: featured.title,
      // Featured ticket titles end with their place, as generated ones do.
      place: featured.title.split(', ').pop() ?? featured.title,
      line: ticketLine,
      price: featured.price,
      vendor: featured.vendor,
    })
  }
}

/** Model codes read like real ones: letters take a dash and a number, words a number. */
function modelCode(random: Random, code: string): string {
  return /^[A-Z]{1,3}$/.test(code)
    ? `${code}-${intBetween(random, 2, 99)}`
    : `${code} ${intBetween(random, 1, 12)}`
}

/**
 * A model name for a try: numbered codes, or series names (later tries add an edition
 * year). Past the tries the running number makes the model unique for sure.
 */
function modelFor(
  ctx: Context,
  line: ProductLine,
  code: string,
  noun: string,
  attempt: number,
): string {
  if (attempt >= MAX_ATTEMPTS) return `${code}-${ctx.items.length + 100} ${noun}`
  if (!line.series) return `${modelCode(ctx.random, code)} ${noun}`
  const name = line.series === 'before' ? `${code} ${noun}` : `${noun} ${code}`
  return attempt < MAX_ATTEMPTS / 2
    ? name
    : `${name}, ${intBetween(ctx.random, 2019, 2025)} Edition`
}

function composeDescription(
  random: Random,
  sentences: readonly string[],
  values: Record<string, string>,
): string {
  return pickTwo(random, sentences)
    .map((sentence) => fill(sentence, values))
    .join(' ')
}

/** A new product of the section (not yet emitted): brand, model and title are free. */
function draftProduct(ctx: Context, state: SectionState): ProductRef {
  const { random } = ctx
  const { section } = state
  const line = pick(random, section.lines)
  const makers = section.brands.filter((brand) => brand.lines.includes(line.key))
  for (let attempt = 0; ; attempt++) {
    const brand = pick(random, makers)
    const noun = pick(random, line.nouns)
    const model = modelFor(ctx, line, pick(random, brand.codes), noun[0], attempt)
    const title = titleFor(line, brand.name, model)
    if (!isFree(ctx, title, brand.name, model, 'product')) continue
    const useCoupang = section.coupangShare !== undefined && random() < section.coupangShare
    const vendor = useCoupang ? COUPANG : pick(random, section.vendors).name
    const price = noun[1] + random() * (noun[2] - noun[1])
    return { title, brand: brand.name, model, noun, line, price, vendor }
  }
}

function titleFor(line: ProductLine, brand: string, model: string): string {
  return line.brandInTitle === false ? model : `${brand} ${model}`
}

function nextProduct(ctx: Context, state: SectionState): void {
  if (state.pending && emitCoupangOption(ctx, state, state.pending)) return
  state.pending = null
  const ref = draftProduct(ctx, state)
  const description = composeDescription(ctx.random, ref.line.sentences, {
    brand: ref.brand,
    noun: ref.noun[0],
  })
  emit(ctx, state, {
    ...ref,
    type: 'product',
    lineKey: ref.line.key,
    alsoTopics: ref.line.alsoTopics,
    category: ref.line.category,
    description,
  })
  state.products.push(ref)
  const last = ctx.items[ctx.items.length - 1]
  if (last?.pageKey && ref.line.options && ctx.random() < COUPANG_DUPLICATE_SHARE) {
    state.pending = { base: ref, pageKey: last.pageKey }
  }
}

/** A second Coupang listing of the same page: another option, another itemId. */
function emitCoupangOption(
  ctx: Context,
  state: SectionState,
  pending: NonNullable<SectionState['pending']>,
): boolean {
  state.pending = null
  const { base, pageKey } = pending
  const [option, factor] = pick(ctx.random, base.line.options ?? [])
  const model = `${base.model} ${option}`
  const title = titleFor(base.line, base.brand, model)
  if (!isFree(ctx, title, base.brand, model, 'product')) return false
  const sentence = pick(ctx.random, base.line.sentences)
  emit(ctx, state, {
    type: 'product',
    lineKey: base.line.key,
    alsoTopics: base.line.alsoTopics,
    title,
    brand: base.brand,
    model,
    category: base.line.category,
    description: `The ${option.toLowerCase()} option of the ${base.title}, listed on the same product page. ${fill(sentence, { brand: base.brand, noun: base.noun[0] })}`,
    vendor: COUPANG,
    price: base.price * factor,
    pageKey,
  })
  return true
}

function nextTicket(ctx: Context, state: SectionState): void {
  const { random } = ctx
  const line = pick(random, state.section.tickets)
  for (let attempt = 0; ; attempt++) {
    const event = pick(random, line.events)
    const place = pick(random, event[3] ?? line.places)
    const plain = event[0].includes('{place}') ? fill(event[0], { place }) : `${event[0]}, ${place}`
    const title =
      attempt < MAX_ATTEMPTS / 2
        ? plain
        : attempt < MAX_ATTEMPTS
          ? `${plain} (${pick(random, line.variants ?? TOUR_VARIANTS)})`
          : `${plain} (Session ${ctx.items.length + 1})`
    if (!isFree(ctx, title, null, null, 'ticket')) continue
    const viator = line.viator && random() < VIATOR_SHARE
    const vendor = viator ? VIATOR : pick(random, state.section.ticketVendors).name
    const price = event[1] + random() * (event[2] - event[1])
    const description = composeDescription(random, line.sentences, { place })
    emit(ctx, state, {
      type: 'ticket',
      lineKey: line.key,
      title,
      brand: null,
      model: null,
      category: line.category,
      description,
      vendor,
      price,
    })
    state.tickets.push({ title, place, line, price, vendor })
    return
  }
}

function nextDeal(ctx: Context, state: SectionState): void {
  const { random } = ctx
  const ticket = state.tickets.length > 0 && random() < 0.2 ? pick(random, state.tickets) : null
  if (ticket && emitTicketDeal(ctx, state, ticket)) return
  for (let attempt = 0; attempt < MAX_ATTEMPTS && state.products.length > 0; attempt++) {
    if (emitProductDeal(ctx, state, pick(random, state.products))) return
  }
  // Every listed product already has its deal: the deal is on a product not listed alone.
  while (!emitProductDeal(ctx, state, draftProduct(ctx, state))) {
    // a fresh draft is free as a product; as a deal its title may still clash, so retry
  }
}

function emitTicketDeal(ctx: Context, state: SectionState, ticket: TicketRef): boolean {
  const percent = pick(ctx.random, DEAL_PERCENTS)
  const title = `Early-bird ${percent}% off: ${ticket.title}`
  if (!isFree(ctx, title, null, null, 'deal')) return false
  const sentence = pick(ctx.random, ticket.line.sentences)
  emit(ctx, state, {
    type: 'deal',
    lineKey: ticket.line.key,
    title,
    brand: null,
    model: null,
    category: ticket.line.category,
    description: `Book early and save ${percent}% on ${ticket.title}. ${fill(sentence, { place: ticket.place })}`,
    vendor: ticket.vendor,
    price: ticket.price * (1 - percent / 100),
  })
  return true
}

function emitProductDeal(ctx: Context, state: SectionState, ref: ProductRef): boolean {
  const { random } = ctx
  const vendor = ref.vendor === COUPANG ? pick(random, state.section.vendors).name : ref.vendor
  const sentence = fill(pick(random, ref.line.sentences), { brand: ref.brand, noun: ref.noun[0] })
  const others = ref.line.nouns.filter((noun) => noun[0] !== ref.noun[0])
  const base = {
    type: 'deal' as const,
    lineKey: ref.line.key,
    alsoTopics: ref.line.alsoTopics,
    brand: ref.brand,
    model: ref.model,
    category: ref.line.category,
    vendor,
  }
  if (others.length > 0 && random() < 0.3) {
    const [extra, min, max] = pick(random, others)
    const title = `Bundle: ${ref.title} + ${extra}`
    if (!isFree(ctx, title, ref.brand, ref.model, 'deal')) return false
    const description = `Buy the ${ref.title} together with a ${extra} and save 15%. ${sentence}`
    emit(ctx, state, { ...base, title, description, price: (ref.price + (min + max) / 2) * 0.85 })
    return true
  }
  const percent = pick(random, DEAL_PERCENTS)
  const title = `${percent}% off the ${ref.title}`
  if (!isFree(ctx, title, ref.brand, ref.model, 'deal')) return false
  const description = `Save ${percent}% on the ${ref.title} at ${vendor}; the price shown includes the discount. ${sentence}`
  emit(ctx, state, { ...base, title, description, price: ref.price * (1 - percent / 100) })
  return true
}
