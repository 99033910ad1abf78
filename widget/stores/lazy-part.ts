import { atom, type ReadableAtom } from 'nanostores'

/** A part of the widget in a lazy chunk: its value once loaded, and whether the last load failed. */
export type LazyPart<T, A extends unknown[]> = {
  $value: ReadableAtom<T | null>
  $failed: ReadableAtom<boolean>
  /** Starts the load once; after a failure (offline, a new deploy) the next call tries again. */
  load(...args: A): void
}

export function lazyPart<T, A extends unknown[]>(
  importer: (...args: A) => Promise<T>,
): LazyPart<T, A> {
  const $value = atom<T | null>(null)
  const $failed = atom(false)
  let loading = false
  return {
    $value,
    $failed,
    load(...args) {
      if (loading) return
      loading = true
      $failed.set(false)
      importer(...args).then(
        (value) => $value.set(value),
        () => {
          loading = false
          $failed.set(true)
        },
      )
    },
  }
}
