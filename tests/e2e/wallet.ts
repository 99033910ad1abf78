import { type Frame, type Page, test } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  type FakeWalletFlags,
  type FakeWalletHandle,
  installFakeWallet,
} from '../../widget/testing/fake-wallet'

type WalletWindow = { __fakeWallet: FakeWalletHandle }

/**
 * Puts a wallet in the page and in each of its frames before any script runs: an EIP-1193
 * provider announcing itself through EIP-6963, on Ethereum (chain 1) and not knowing Polygon
 * yet. It signs in Node with a viem local account, through an exposed function.
 */
export async function installWallet(page: Page, key: `0x${string}`, flags: FakeWalletFlags = {}) {
  const account = privateKeyToAccount(key)
  await page.exposeFunction('__stvSign', (message: string) => account.signMessage({ message }))
  await page.addInitScript(installFakeWallet, {
    address: account.address,
    chainId: 1,
    knownChains: [1],
    signer: '__stvSign',
    announce: true,
    flags,
  })
  return account
}

/** What the wallet of this window (the page's or a frame's) was asked and signed. */
export const walletLog = (target: Page | Frame) =>
  target.evaluate(() => {
    const { requests, signed } = (window as unknown as WalletWindow).__fakeWallet
    return { methods: requests.map((request) => request.method), signed: [...signed] }
  })

/** The methods the wallet of this window was asked for, in order. */
export const walletCalls = async (target: Page | Frame) => (await walletLog(target)).methods

/** Changes what the wallet of this window does from now on. */
export const setWalletFlags = (target: Page | Frame, flags: FakeWalletFlags) =>
  target.evaluate((next) => {
    Object.assign((window as unknown as WalletWindow).__fakeWallet.flags, next)
  }, flags)

/** How the sidebar shows a linked address: the server's lower-case form, shortened (spec §2). */
export function shownAddress(address: string): string {
  const lower = address.toLowerCase()
  return `${lower.slice(0, 6)}...${lower.slice(-4)}`
}

/**
 * A new viewer and wallet key for each run of a test (a wallet belongs to one account, and a
 * check-in is once a day), so a retry on CI starts clean instead of meeting the first try's.
 */
export function newViewer(name: string, tag: string) {
  const { repeatEachIndex, retry } = test.info()
  const first = name.split(' ')[0]?.toLowerCase() ?? 'viewer'
  return {
    name,
    email: `${first}.${tag}.${repeatEachIndex}.${retry}@example.com`,
    key: generatePrivateKey(),
  }
}
