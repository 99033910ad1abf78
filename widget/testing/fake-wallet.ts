/**
 * A fake EIP-1193 wallet for tests, driven by flags as wagmi's own test doubles are. It runs in
 * happy-dom (unit tests) and in Chromium (Playwright's `page.addInitScript(installFakeWallet,
 * options)`), so the function is self-contained: no imports, no closures over module values.
 * Signing is delegated to a global async function named by `signer` (Playwright exposes one
 * backed by a viem local account in Node; unit tests assign one).
 */

/** What the wallet does when asked; tests change them at any time through `window.__fakeWallet.flags`. */
export type FakeWalletFlags = {
  /** The viewer closes the connect prompt (4001). */
  rejectConnect?: boolean
  /** The wallet connects but gives no account. */
  noAccounts?: boolean
  /** The viewer refuses the chain switch (4001). */
  rejectSwitch?: boolean
  /** The wallet accepts the chain switch but stays on its chain. */
  ignoreSwitch?: boolean
  /** The wallet never answers the chain switch. */
  hangSwitch?: boolean
  /** The viewer refuses to add the chain the wallet does not know (4001). */
  rejectAddChain?: boolean
  /** The viewer cancels the signature (4001). */
  rejectSign?: boolean
  /** Signing fails for another reason (-32603). */
  failSign?: boolean
}

export type FakeWalletOptions = {
  address: string
  /** The chain the wallet starts on. */
  chainId: number
  /** Chains the wallet knows; switching to another fails with 4902 until it is added. */
  knownChains: number[]
  /** Name of a global `(message: string, address: string) => Promise<string>`. */
  signer: string
  /** Announce through EIP-6963 (true) or only set `window.ethereum` (false). */
  announce: boolean
  flags?: FakeWalletFlags
}

/** A call the wallet received. */
export type FakeWalletRequest = { method: string; params?: unknown }

/** What `window.__fakeWallet` holds for tests to read and steer. */
export type FakeWalletHandle = {
  flags: FakeWalletFlags
  requests: FakeWalletRequest[]
  chainId: number
  signed: string[]
}

/**
 * Installs the fake wallet on `window` (through addInitScript, or directly in happy-dom);
 * returns its removal.
 */
export function installFakeWallet(options: FakeWalletOptions): () => void {
  type Listener = (data: unknown) => void
  const win = window as unknown as Record<string, unknown>
  const listeners = new Map<string, Set<Listener>>()
  const known = new Set(options.knownChains)
  let connected = false
  const handle: FakeWalletHandle = {
    flags: { ...options.flags },
    requests: [],
    chainId: options.chainId,
    signed: [],
  }
  const hex = (n: number) => `0x${n.toString(16)}`
  const fail = (code: number, message: string) => Object.assign(new Error(message), { code })
  const emit = (event: string, data: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(data)
  }
  const accounts = () => (connected && !handle.flags.noAccounts ? [options.address] : [])
  const decode = (data: string) => {
    if (!/^0x([0-9a-f]{2})*$/i.test(data)) return data
    const bytes = new Uint8Array((data.length - 2) / 2)
    for (let i = 0; i < bytes.length; i++)
      bytes[i] = Number.parseInt(data.slice(2 + 2 * i, 4 + 2 * i), 16)
    return new TextDecoder().decode(bytes)
  }
  const provider = {
    isFakeWallet: true,
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    async request({ method, params = [] }: { method: string; params?: unknown[] }) {
      handle.requests.push({ method, params })
      const chainParam = () => Number((params[0] as { chainId?: string } | undefined)?.chainId)
      const flags = handle.flags
      switch (method) {
        case 'wallet_requestPermissions':
        case 'eth_requestAccounts': {
          if (flags.rejectConnect) throw fail(4001, 'User rejected the request.')
          connected = true
          const list = accounts()
          if (method === 'eth_requestAccounts') return list
          return [
            {
              parentCapability: 'eth_accounts',
              caveats: [{ type: 'restrictReturnedAccounts', value: list }],
            },
          ]
        }
        case 'eth_accounts':
          return accounts()
        case 'eth_chainId':
          return hex(handle.chainId)
        case 'wallet_revokePermissions':
          connected = false
          return null
        case 'wallet_switchEthereumChain': {
          const target = chainParam()
          if (flags.rejectSwitch) throw fail(4001, 'User rejected the request.')
          if (flags.hangSwitch) return new Promise(() => {})
          if (flags.ignoreSwitch) return null
          if (!known.has(target)) throw fail(4902, `Unrecognized chain ID "${hex(target)}".`)
          handle.chainId = target
          emit('chainChanged', hex(target))
          return null
        }
        case 'wallet_addEthereumChain': {
          const target = chainParam()
          if (flags.rejectAddChain) throw fail(4001, 'User rejected the request.')
          known.add(target)
          // As MetaMask does: adding a chain offers to switch to it, and the viewer agrees.
          handle.chainId = target
          emit('chainChanged', hex(target))
          return null
        }
        case 'personal_sign': {
          const [data, address] = params as [string, string]
          if (flags.rejectSign) throw fail(4001, 'User rejected the request.')
          if (flags.failSign) throw fail(-32603, 'Internal error')
          const message = decode(data)
          const sign = win[options.signer] as (message: string, address: string) => Promise<string>
          const signature = await sign(message, address)
          handle.signed.push(message)
          return signature
        }
        default:
          throw fail(4200, `Unsupported method: ${method}`)
      }
    },
  }
  win.__fakeWallet = handle
  if (!options.announce) {
    win.ethereum = provider
    return () => {
      delete win.ethereum
      delete win.__fakeWallet
    }
  }
  const detail = Object.freeze({
    info: {
      uuid: '6f1c4b5e-8a27-4f0e-9d3a-5b1f0c2e7a90',
      name: 'Test Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/%3E',
      rdns: 'example.test-wallet',
    },
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => {
    window.removeEventListener('eip6963:requestProvider', announce)
    delete win.__fakeWallet
  }
}
