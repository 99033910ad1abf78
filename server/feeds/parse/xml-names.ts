// Namespace prefixes of an XML document, resolved as its elements open and close. saxes can do
// this itself (`xmlns: true`), but it looks a prefix up in every open element, innermost first,
// for every element: a file nested n levels deep then costs n²/2 look-ups (40,000 levels, a
// 280 KB file, held the server for 14 s). Here each prefix keeps a stack of its bindings, so a
// name is resolved in one look-up whatever the depth.
import type { ParseProbe } from './limits'

/** Bound to `xml:` and `xmlns:` in every document (Namespaces in XML 1.0, section 3). */
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace'
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/'

/** An element's name resolved: its local part, its namespace URI ('' for none), any problem. */
export type ResolvedName = { local: string; uri: string; problem: string | null }

/**
 * The namespace bindings in effect at the current element. `open` each element as it opens
 * (its `xmlns` attributes bind prefixes for it and its descendants), `close` it as it closes.
 * The problems saxes reports in namespace mode are reported the same way (unbound or
 * malformed prefixes), so a feed is as well-formed here as it was there.
 */
export class NamespaceScope {
  private readonly bindings = new Map<string, string[]>([
    ['xml', [XML_NAMESPACE]],
    ['xmlns', [XMLNS_NAMESPACE]],
  ])
  /** Per open element, the prefixes it bound (null for none, as most elements bind none). */
  private readonly declared: (string[] | null)[] = []

  constructor(private readonly probe?: ParseProbe) {}

  /** Enters an element; answers its name resolved. */
  open(name: string, attributes: Record<string, string>): ResolvedName {
    let problem: string | null = null
    let bound: string[] | null = null
    for (const attribute in attributes) {
      const prefix =
        attribute === 'xmlns' ? '' : attribute.startsWith('xmlns:') ? attribute.slice(6) : null
      if (prefix === null) continue
      const uri = (attributes[attribute] ?? '').trim()
      if (prefix !== '' && uri === '') problem ??= 'invalid attempt to undefine prefix in XML 1.0'
      this.bind(prefix, uri)
      bound ??= []
      bound.push(prefix)
    }
    this.declared.push(bound)
    const { prefix, local, malformed } = splitName(name)
    if (malformed) problem ??= `malformed name: ${name}.`
    if (prefix === 'xmlns') problem ??= 'tags may not have "xmlns" as prefix.'
    let uri = this.lookUp(prefix) ?? ''
    if (prefix !== '' && uri === '') {
      problem ??= `unbound namespace prefix: ${JSON.stringify(prefix)}.`
      // As saxes does: an unbound prefix stands for itself, so `<x:title>` is never a plain title.
      uri = prefix
    }
    for (const attribute in attributes) {
      const colon = attribute.indexOf(':')
      if (colon <= 0) continue
      const attributePrefix = attribute.slice(0, colon)
      if (attributePrefix === 'xmlns' || this.lookUp(attributePrefix)) continue
      problem ??= `unbound namespace prefix: ${JSON.stringify(attributePrefix)}.`
    }
    return { local, uri, problem }
  }

  /** Leaves the innermost open element: the prefixes it bound go back to what they were. */
  close(): void {
    const bound = this.declared.pop()
    if (!bound) return
    for (const prefix of bound) this.bindings.get(prefix)?.pop()
  }

  private bind(prefix: string, uri: string): void {
    const stack = this.bindings.get(prefix)
    if (stack) stack.push(uri)
    else this.bindings.set(prefix, [uri])
  }

  /** The URI a prefix is bound to now ('' for the default namespace undeclared), or undefined. */
  private lookUp(prefix: string): string | undefined {
    if (this.probe) this.probe.namespaceLookups++
    return this.bindings.get(prefix)?.at(-1)
  }
}

/** `g:price` → prefix `g`, local `price`; a name with an empty part or a second colon is malformed. */
function splitName(name: string): { prefix: string; local: string; malformed: boolean } {
  const colon = name.indexOf(':')
  if (colon === -1) return { prefix: '', local: name, malformed: false }
  const prefix = name.slice(0, colon)
  const local = name.slice(colon + 1)
  return { prefix, local, malformed: prefix === '' || local === '' || local.includes(':') }
}
