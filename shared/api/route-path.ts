import type { ApiRoute } from './routes'

/** The `:name` parameters of a route pattern, each a value for one path segment. */
export type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>

const PARAM = /:([A-Za-z]+)/g

/** A pattern's path with its parameters filled in, each encoded as one path segment. */
export function fillPath<P extends string>(pattern: P, params: ParamsOf<P>): string {
  const values: Record<string, string | number> = params
  return pattern.replace(PARAM, (_, name: string) => encodeURIComponent(String(values[name])))
}

/** The regular expression source of a pattern: a parameter is one non-empty segment. */
function patternSource(pattern: string): string {
  return pattern
    .split(PARAM)
    .map((part, i) => (i % 2 ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
}

/** A whole-path test against the patterns of some routes, by method. */
export function routeTest(
  selected: readonly ApiRoute[],
): (method: string, path: string) => boolean {
  const byMethod = new Map<string, string[]>()
  for (const route of selected) {
    byMethod.set(route.method, [
      ...(byMethod.get(route.method) ?? []),
      patternSource(route.pattern),
    ])
  }
  const tests = new Map(
    [...byMethod].map(([method, sources]) => [method, new RegExp(`^(?:${sources.join('|')})$`)]),
  )
  return (method, path) => tests.get(method)?.test(path) ?? false
}
