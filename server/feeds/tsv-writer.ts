// Writes Google Merchant Center tab-separated product data: the demo catalog's feed, and
// feeds for tests and benchmarks. Fields holding a tab, a line break or a quote are quoted,
// quotes doubled, as Merchant Center reads them.

/** Attribute name → value (null or absent: empty). */
export type MerchantRow = Readonly<Record<string, string | null | undefined>>

function field(value: string | null | undefined): string {
  const text = value ?? ''
  return /[\t\r\n"]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The header line and then one line per row, each ending in a line break. */
export function* merchantTsv(
  columns: readonly string[],
  rows: Iterable<MerchantRow>,
): Generator<string> {
  yield `${columns.join('\t')}\n`
  for (const row of rows) yield `${columns.map((name) => field(row[name])).join('\t')}\n`
}
