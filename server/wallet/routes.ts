import { Hono } from 'hono'
import { REWARDS_ERROR_TEXT, WalletLinkBodySchema } from '../../shared/api/rewards-schemas'
import { areas, routes } from '../../shared/api/routes'
import { requireUser, type UserVars } from '../auth'
import type { OriginsCache } from '../channels/origins-cache'
import type { AppDeps } from '../deps'
import { noStore } from '../http/cache'
import { HttpError, readJson } from '../http/errors'
import { linkedWallets, linkWallet } from './linked'
import { consumeNonce, issueNonce } from './nonce'
import { checkSignature } from './signature'
import { checkSiweMessage } from './siwe-check'

/** Error texts of the wallet routes. */
export const WALLET_ERROR = {
  noOrigin: 'Ask for a wallet nonce from a page of a registered site (no Origin header).',
  foreignOrigin: (origin: string) => `Wallet linking is not available on ${origin}.`,
  contractWallet:
    'Smart-contract wallets cannot be linked: their signatures are checked on the blockchain, which this server does not do. Please link a regular wallet account.',
} as const

/** Wallet linking with Sign-In with Ethereum (spec §7 `/wallet/*`, ARCHITECTURE.md §7). */
export function walletRoutes(deps: AppDeps, origins: OriginsCache) {
  const signedIn = requireUser(deps)
  return new Hono<UserVars>()
    .use(`${areas.wallet}/*`, noStore)
    .on(routes.walletNonce.method, routes.walletNonce.pattern, signedIn, async (c) => {
      const origin = c.req.header('origin')
      if (!origin) throw new HttpError(400, WALLET_ERROR.noOrigin)
      if (!(await origins.get()).has(origin))
        throw new HttpError(400, WALLET_ERROR.foreignOrigin(origin))
      return c.json(await issueNonce(deps, c.var.user.id, origin))
    })
    .on(routes.walletLink.method, routes.walletLink.pattern, signedIn, async (c) => {
      const body = await readJson(c, WalletLinkBodySchema)
      const userId = c.var.user.id
      const issued = await consumeNonce(deps, body.nonceId, userId)
      const message = checkSiweMessage(body.message, issued, body.walletAddress, deps.now())
      const verdict = await checkSignature(body.message, body.signature, body.walletAddress)
      if (verdict === 'contract-wallet') throw new HttpError(400, WALLET_ERROR.contractWallet)
      if (verdict === 'wrong-signer') throw new HttpError(400, REWARDS_ERROR_TEXT.signatureFailed)
      const address = body.walletAddress
      await linkWallet(deps.db, { userId, address, chainId: message.chainId, now: deps.now() })
      return c.json(await linkedWallets(deps.db, userId))
    })
    .on(routes.walletLinked.method, routes.walletLinked.pattern, signedIn, async (c) =>
      c.json(await linkedWallets(deps.db, c.var.user.id)),
    )
}
