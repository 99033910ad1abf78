// Measures the feed parser on a generated Merchant Center feed: BENCH_ROWS (default 1 million)
// rows, made a chunk at a time so the file is never in memory, parsed as a stream; prints
// rows per second and the process's peak RSS. A measurement, not a test: it asserts nothing.
// `node --import tsx tests/bench/feed-parse.ts [tsv|rss]` (tsv by default).
import { openFeed } from '../../server/feeds/parse'

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const FORMAT = process.argv[2] === 'rss' ? 'rss' : 'tsv'
/** About what a network read or a file stream hands over at a time. */
const CHUNK_BYTES = 64 * 1024

const HEADER =
  'id\ttitle\tdescription\tlink\timage link\tprice\tsale price\tavailability\tbrand\tgtin\tproduct type\tcustom label 1\tcustom label 2'

/** One row in the shape of a real export; every 1,000th has a bad price (to exercise rejects). */
function tsvRow(n: number): string {
  const price = n % 1000 === 999 ? 'free' : `${(n % 500) + 1}.99 USD`
  return `SKU-${n}\tRidge tent ${n}, 2-person\t"Sets up in 3 minutes.\tWeighs 1.9 kg; ""storm"" rated."\thttps://shop.example/p/${n}\thttps://cdn.shop.example/img/${n}.jpg\t${price}\t\t${n % 7 === 0 ? 'out of stock' : 'in stock'}\tRidge\t0001234${String(n).padStart(7, '0')}\tSporting Goods > Camping > Tents\tRidge Outdoor\toutdoor, travel`
}

function rssItem(n: number): string {
  const price = n % 1000 === 999 ? 'free' : `${(n % 500) + 1}.99 USD`
  return `<item><g:id>SKU-${n}</g:id><g:title>Ridge tent ${n}, 2-person</g:title><g:description><![CDATA[Sets up in 3 minutes. Weighs 1.9 kg.]]></g:description><g:link>https://shop.example/p/${n}?a=1&amp;b=2</g:link><g:image_link>https://cdn.shop.example/img/${n}.jpg</g:image_link><g:price>${price}</g:price><g:availability>${n % 7 === 0 ? 'out_of_stock' : 'in_stock'}</g:availability><g:brand>Ridge</g:brand><g:product_type>Sporting Goods &gt; Camping &gt; Tents</g:product_type><g:custom_label_2>outdoor, travel</g:custom_label_2></item>\n`
}

let bytesMade = 0
async function* generated(): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder()
  let pending =
    FORMAT === 'tsv'
      ? `${HEADER}\n`
      : '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Bench</title>\n'
  for (let n = 0; n < ROWS; n++) {
    pending += FORMAT === 'tsv' ? `${tsvRow(n)}\n` : rssItem(n)
    if (pending.length >= CHUNK_BYTES) {
      const bytes = encoder.encode(pending)
      bytesMade += bytes.length
      yield bytes
      pending = ''
    }
  }
  if (FORMAT === 'rss') pending += '</channel></rss>\n'
  const bytes = encoder.encode(pending)
  bytesMade += bytes.length
  yield bytes
}

let peakRss = process.memoryUsage.rss()
const started = performance.now()
const feed = await openFeed(generated())
let items = 0
let rejected = 0
for await (const row of feed.rows) {
  if (row.kind === 'item') items++
  else rejected++
  if ((items + rejected) % 10_000 === 0) peakRss = Math.max(peakRss, process.memoryUsage.rss())
}
const seconds = (performance.now() - started) / 1000
peakRss = Math.max(peakRss, process.memoryUsage.rss(), process.resourceUsage().maxRSS * 1024)
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
console.log(
  `${feed.format}: ${(items + rejected).toLocaleString('en')} rows (${items.toLocaleString('en')} items, ${rejected.toLocaleString('en')} rejected) from ${mib(bytesMade)} MiB in ${seconds.toFixed(1)} s: ${Math.round((items + rejected) / seconds).toLocaleString('en')} rows/s, ${(bytesMade / 1024 / 1024 / seconds).toFixed(1)} MiB/s; peak RSS ${mib(peakRss)} MiB`,
)
