// The WalletConnect chunk: loaded only when the viewer chooses "Use a wallet app", so the
// connector (and the pairing modal it imports when it connects) never weighs on the wallet chunk.
import { walletConnect } from '@wagmi/connectors'
import type { ChosenConnector } from './flow'

/** The id of WalletConnect's connections (wagmi's connector id). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/**
 * wagmi's WalletConnect connector for the server's project id: its modal shows the pairing QR
 * code on a computer and offers wallet apps to open on a phone.
 */
export function walletConnectConnector(projectId: string): ChosenConnector {
  return {
    id: WALLETCONNECT_CONNECTOR_ID,
    create: walletConnect({ projectId, showQrModal: true }),
  }
}
