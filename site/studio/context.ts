import { createContext, useContext } from 'react'
import type { UserDetails } from '../../shared/api/types'
import type { StudioApi } from './api'
import { browserStudioEnv, type StudioEnv } from './env'

/** What a signed-in Studio page works with: the browser, the API with the session, who it is. */
export type Studio = { env: StudioEnv; api: StudioApi; user: UserDetails }

/** Where the Studio gets its env from: the browser, unless a test provides a fake. */
export const StudioEnvContext = createContext<() => StudioEnv>(browserStudioEnv)

/** The env factory of the nearest provider (the browser's by default). */
export function useStudioEnvFactory(): () => StudioEnv {
  return useContext(StudioEnvContext)
}
