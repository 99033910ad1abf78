import { type Hex, recoverMessageAddress } from 'viem'

/** Bytes of an externally owned account's signature: r, s and v. */
const EOA_SIGNATURE_BYTES = 65

/**
 * What a signature proves about an address: `valid` when it recovers to the address,
 * `wrong-signer` when it is another key's (or no key's), `contract-wallet` when only a
 * smart-contract wallet could have made it (ERC-1271/6492), which needs the chain to check.
 */
export type SignatureVerdict = 'valid' | 'wrong-signer' | 'contract-wallet'

/**
 * Checks an EIP-191 signature of a message locally (no chain access). A signature that is not
 * 65 bytes can only be a smart-contract wallet's, which this server cannot verify.
 */
export async function checkSignature(
  message: string,
  signature: Hex,
  address: string,
): Promise<SignatureVerdict> {
  if ((signature.length - 2) / 2 !== EOA_SIGNATURE_BYTES) return 'contract-wallet'
  try {
    const signer = await recoverMessageAddress({ message, signature })
    return signer.toLowerCase() === address.toLowerCase() ? 'valid' : 'wrong-signer'
  } catch {
    // r, s or v out of range: no key made this signature.
    return 'wrong-signer'
  }
}
