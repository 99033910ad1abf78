import { type ReactNode, useEffect, useState } from 'react'
import { shortAddress } from '../../shared/rules/short-address'
import { useStore } from '../preact-react/use-store'
import type { Wallet, WalletFlow } from '../stores/wallet'

/** What the sidebar says while the wallet flow runs. */
const PROGRESS: Partial<Record<WalletFlow['step'], string>> = {
  loading: 'Opening your wallet…',
  connecting: 'Connect your wallet in its window…',
  switching: 'Switching your wallet to Polygon…',
  signing: 'Sign the message in your wallet to prove it is yours…',
  linking: 'Linking your wallet…',
  linked: 'Wallet linked.',
}

/** Where a viewer without a wallet app gets one: the wallet's official site. */
export const GET_WALLET_URL = 'https://metamask.io/download/'

/** Not in the spec: the choice of linking a phone's wallet app through WalletConnect. */
export const WALLETCONNECT_TEXT = 'Use a wallet app (WalletConnect)'

/** Links a wallet app through WalletConnect; rendered only when the server offers it. */
function WalletConnectButton({ wallet, busy }: { wallet: Wallet; busy: boolean }) {
  return (
    <button
      type="button"
      className="btn"
      data-testid="walletconnect"
      onClick={wallet.linkWalletConnect}
      disabled={busy}
    >
      {WALLETCONNECT_TEXT}
    </button>
  )
}

/**
 * Not in the spec (issue 13 overrides its "link to /home"): what Link Wallet shows where the
 * browser has no wallet, in place, so the viewer never leaves the store; with WalletConnect
 * offered, the way to link a phone's wallet app from here.
 */
export function NoWalletHelp({ walletConnect }: { walletConnect?: ReactNode }) {
  return (
    <div className="panel" id="stv-no-wallet" data-testid="no-wallet-help">
      <p>
        A wallet is an app that holds your own blockchain account. Linked here, it is where your
        daily points are earned.
      </p>
      <p>
        This browser has no wallet. Install a mobile wallet app such as{' '}
        <a href={GET_WALLET_URL} target="_blank" rel="noopener noreferrer">
          MetaMask (opens in a new tab)
        </a>
        , then open this store in the wallet app's browser and choose Link Wallet. Your store stays
        open here.
      </p>
      {walletConnect}
    </div>
  )
}

/**
 * Spec §2 Wallet: the linked wallet (short address, 'Verified & Linked', 'Currently Connected')
 * or 'No wallet linked to your account' with Link Wallet. Link Wallet opens the wallet flow when
 * a wallet is installed; without one it explains, in place, what a wallet is and how to get one.
 */
export function WalletRows({ wallet }: { wallet: Wallet }) {
  const linked = useStore(wallet.$linked)
  const status = useStore(wallet.$status)
  const flow = useStore(wallet.$flow)
  const available = useStore(wallet.$available)
  const walletConnectId = useStore(wallet.$walletConnect)
  const [help, setHelp] = useState(false)
  const busy = flow.step in PROGRESS && flow.step !== 'linked'
  const address = linked.state === 'ready' ? linked.address : null
  // The server is asked whether it offers WalletConnect only once Link Wallet leads somewhere:
  // beside an installed wallet, or when the no-wallet help opens.
  const choosing = linked.state === 'ready' && !address && (available || help)
  useEffect(() => {
    if (choosing) wallet.checkWalletConnect()
  }, [choosing, wallet])
  const walletConnect = walletConnectId && <WalletConnectButton wallet={wallet} busy={busy} />
  const linkWallet = available ? (
    <>
      <button type="button" className="btn primary" onClick={wallet.link} disabled={busy}>
        Link Wallet
      </button>
      {walletConnect}
    </>
  ) : (
    <>
      <button
        type="button"
        className="btn primary"
        aria-expanded={help}
        aria-controls="stv-no-wallet"
        onClick={() => setHelp(!help)}
      >
        Link Wallet
      </button>
      {help && <NoWalletHelp walletConnect={walletConnect} />}
    </>
  )
  return (
    <section className="acct-sec" aria-labelledby="stv-wallet">
      <h3 id="stv-wallet">Wallet</h3>
      {linked.state === 'unknown' ? (
        <p className="muted">Loading your wallet…</p>
      ) : address ? (
        <>
          <p className="wallet" title={address} data-testid="wallet-address">
            {shortAddress(address)}
          </p>
          <ul className="flags">
            <li>Verified &amp; Linked</li>
            {status.isVerified && <li>Currently Connected</li>}
          </ul>
        </>
      ) : (
        <>
          <p>No wallet linked to your account</p>
          {linkWallet}
        </>
      )}
      {linked.state === 'ready' && linked.blockReason && (
        <p className="notice">A wallet of yours is blocked: {linked.blockReason}</p>
      )}
      {flow.step === 'failed' ? (
        <div role={flow.cancelled ? 'status' : 'alert'}>
          <p className={flow.cancelled ? 'muted' : 'notice'}>{flow.message}</p>
          <button type="button" className="retry" onClick={wallet.link}>
            Try again
          </button>
        </div>
      ) : (
        <p className="muted" role="status">
          {PROGRESS[flow.step]}
        </p>
      )}
    </section>
  )
}
