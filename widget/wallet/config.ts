import { type Config, createConfig, createStorage } from '@wagmi/core'
import { custom } from 'viem'
import { mainnet, polygon, polygonAmoy } from 'viem/chains'
import type { KeyValueStorage } from '../env'

/** Not in the spec: the prefix of wagmi's storage keys, apart from the spec's own wallet keys. */
export const WAGMI_STORAGE_PREFIX = 'stv.wagmi'

/**
 * The three chains a wallet may be on (spec §1): Polygon, where verification happens, Ethereum
 * and the Polygon Amoy test chain.
 */
export const WALLET_CHAINS = [polygon, mainnet, polygonAmoy] as const

// The widget reads nothing from chains itself: every request goes to the viewer's wallet,
// so there is no public RPC endpoint to configure (or to leak the viewer's address to).
const noPublicRpc = custom({
  request: () => Promise.reject(new Error('Shoppable TV reads no chain data')),
})

/**
 * The wagmi config: EIP-6963 discovery of installed wallets (on by default), storage under its
 * own prefix in the widget's storage. Plain `injected` is added by the flow only when nothing
 * announces itself.
 */
export function walletConfig(storage: KeyValueStorage): Config {
  return createConfig({
    chains: WALLET_CHAINS,
    connectors: [],
    storage: createStorage({
      key: WAGMI_STORAGE_PREFIX,
      storage: { getItem: storage.get, setItem: storage.set, removeItem: storage.remove },
    }),
    transports: {
      [polygon.id]: noPublicRpc,
      [mainnet.id]: noPublicRpc,
      [polygonAmoy.id]: noPublicRpc,
    },
  })
}
