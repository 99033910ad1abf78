import { useStore } from '@nanostores/react'
import { shortAddress } from '../../shared/rules/short-address'
import { type Env, onSitePage } from '../env'
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

/**
 * Spec §2 Wallet: the linked wallet (short address, 'Verified & Linked', 'Currently Connected')
 * or 'No wallet linked to your account' with Link Wallet. Link Wallet opens the wallet flow when
 * a wallet is installed; without one it goes to /home on our site, as the spec has it (in a new
 * tab unless the widget is a top-level page of our site).
 */
export function WalletRows({
  wallet,
  env,
  siteOrigin,
}: {
  wallet: Wallet
  env: Env
  siteOrigin: string
}) {
  const linked = useStore(wallet.$linked)
  const status = useStore(wallet.$status)
  const flow = useStore(wallet.$flow)
  const available = useStore(wallet.$available)
  const busy = flow.step in PROGRESS && flow.step !== 'linked'
  const address = linked.state === 'ready' ? linked.address : null
  const home = `${siteOrigin}/home`
  // Only a page of our own site at top level gives way to /home; in a frame (above all ours on a
  // broadcaster's page, which is on our origin too) /home opens beside it, leaving the widget.
  const ownPage = onSitePage(env, siteOrigin) && !env.frame
  const linkWallet = available ? (
    <button type="button" className="btn primary" onClick={wallet.link} disabled={busy}>
      Link Wallet
    </button>
  ) : (
    <a className="btn primary" href={home} target={ownPage ? undefined : '_blank'} rel="noopener">
      Link Wallet
    </a>
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
