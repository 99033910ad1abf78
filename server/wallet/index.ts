export { hasLinkedWallet, LINK_ERROR, linkedWallets } from './linked'
export { NONCE_ERROR, SIWE_STATEMENT, WALLET_NONCE_MAX_LIVE, WALLET_NONCE_TTL_MS } from './nonce'
export { WALLET_ERROR, walletRoutes } from './routes'
export { SIWE_CLOCK_SKEW_MS, SIWE_ERROR } from './siwe-check'
