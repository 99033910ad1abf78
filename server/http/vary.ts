// One way to add to Vary: every part of the server that makes an answer depend on a request
// header names it here, so the header lists each name once however many parts name it.

/**
 * Adds request header names to a response's Vary and lists each name once (compared
 * case-insensitively); `*` covers every header, so it stays alone.
 */
export function addVary(headers: Headers, ...names: string[]): void {
  const listed = (headers.get('Vary') ?? '').split(',')
  const kept: string[] = []
  const seen = new Set<string>()
  for (const raw of [...listed, ...names]) {
    const name = raw.trim()
    if (name === '*') {
      headers.set('Vary', '*')
      return
    }
    if (!name || seen.has(name.toLowerCase())) continue
    seen.add(name.toLowerCase())
    kept.push(name)
  }
  if (kept.length > 0) headers.set('Vary', kept.join(', '))
}
