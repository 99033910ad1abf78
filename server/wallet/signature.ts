import { type Hex, recoverMessageAddress } from 'viem'

/** Bytes of an externally owned account's signature: r, s and v. */
const EOA_SIGNATURE_BYTES = 65

/** ERC-6492: the 32 bytes that end a signature of a smart-contract wallet not yet deployed. */
const ERC6492_SUFFIX = '6492'.repeat(16)

/**
 * What a signature proves about an address: `valid` when it recovers to the address,
 * `wrong-signer` when it is another key's, no key's, or not a signature at all (any length but
 * 65 bytes), `contract-wallet` when it is marked as a smart-contract wallet's (ERC-6492).
 * Contract wallets would need the chain to check, which this server does not do: both
 * refusals are the client's to fix, never a server fault.
 */
export type SignatureVerdict = 'valid' | 'wrong-signer' | 'contract-wallet'

/** Checks an EIP-191 signature of a message locally (no chain access). */
export async function checkSignature(
  message: string,
  signature: Hex,
  address: string,
): Promise<SignatureVerdict> {
  const bytes = (signature.length - 2) / 2
  if (bytes > 32 && signature.toLowerCase().endsWith(ERC6492_SUFFIX)) return 'contract-wallet'
  if (bytes !== EOA_SIGNATURE_BYTES) return 'wrong-signer'
  try {
    const signer = await recoverMessageAddress({ message, signature })
    return signer.toLowerCase() === address.toLowerCase() ? 'valid' : 'wrong-signer'
  } catch {
    // r, s or v out of range: no key made this signature.
    return 'wrong-signer'
  }
}
