import { Hono } from 'hono'
import type { WalletConfig } from '../../shared/api/rewards-schemas'
import { routes } from '../../shared/api/routes'
import type { AppDeps } from '../deps'
import { cachedJson } from '../http/cache'

/**
 * Not in the spec: how long browsers and shared caches may keep `GET /wallet/config`, in
 * seconds (the project id changes only with a restart).
 */
export const WALLET_CONFIG_MAX_AGE_S = 300

/**
 * `GET /wallet/config`: public and cacheable, so the widget learns cheaply whether to offer
 * WalletConnect; its own sub-app because the other wallet routes are a viewer's own (no-store).
 */
export function walletConfigRoutes(deps: AppDeps) {
  return new Hono().on(routes.walletConfig.method, routes.walletConfig.pattern, (c) => {
    const answer: WalletConfig = { walletConnectProjectId: deps.config.walletConnectProjectId }
    return cachedJson(c, answer, WALLET_CONFIG_MAX_AGE_S)
  })
}
