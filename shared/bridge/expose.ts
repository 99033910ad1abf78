import { BRIDGE_ERROR, BridgeError, toWireError } from './errors'

/** A type guard for one argument. */
export type Guard<T> = (value: unknown) => value is T

/** For each method: one guard per parameter, and the implementation. */
export type MethodTable<M> = {
  [K in keyof M]: M[K] extends (...args: infer A) => infer R
    ? { args: { [I in keyof A]: Guard<A[I]> }; run: (...args: A) => R | Promise<Awaited<R>> }
    : never
}

/** What penpal is handed: functions on an object without a prototype. */
export type ExposedMethods = Record<string, (...args: unknown[]) => Promise<unknown>>

/**
 * The object a side exposes over the bridge. It has a null prototype, so `constructor`,
 * `toString` or `__proto__` are not methods; every call is checked (arity and each
 * argument) before it runs, and any failure leaves as a plain `{ code, message }`, the
 * only shape penpal carries across with its code intact.
 */
export function exposeMethods<M>(table: MethodTable<M>): ExposedMethods {
  const exposed: ExposedMethods = Object.create(null)
  for (const name of Object.keys(table) as (keyof M & string)[]) {
    const { args, run } = table[name] as {
      args: Guard<unknown>[]
      run: (...args: unknown[]) => unknown
    }
    exposed[name] = async (...received) => {
      try {
        if (received.length !== args.length || !args.every((ok, i) => ok(received[i])))
          throw new BridgeError(BRIDGE_ERROR.invalidArgument, `${name}: invalid arguments`)
        return await run(...received)
      } catch (error) {
        return Promise.reject(toWireError(error))
      }
    }
  }
  return exposed
}
