/**
 * Compiled by `npm run check` (widget/tsconfig.json maps `react` to this shim), never run or
 * bundled: React APIs the shim does not implement must fail the type check, so they fail
 * before a build that would throw at load ("memo is not a function"). Should a line below
 * start to type-check (the mapping gone, or the API added to the shim without its
 * directive removed here), its `@ts-expect-error` is unused and the check fails.
 */
import React, * as named from 'react'

// @ts-expect-error memo is not in the shim
export const memo = React.memo
// @ts-expect-error forwardRef is not in the shim
export const forwardRef = named.forwardRef
// @ts-expect-error createContext is not in the shim
export const createContext = named.createContext
// @ts-expect-error Suspense is not in the shim
export const Suspense = named.Suspense

/** What the shim has type-checks as before. */
export const present = [React.createElement, named.useState, named.useSyncExternalStore]

// The widget's useStore (use-store.ts) has no `keys` option: asking for one fails the check.
import { atom } from 'nanostores'
import { useStore } from './use-store'

// @ts-expect-error useStore takes no options
export const keyed = () => useStore(atom(0), { keys: [] })
