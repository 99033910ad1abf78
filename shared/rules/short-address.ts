import { SHORT_ADDRESS_HEAD, SHORT_ADDRESS_TAIL } from '../constants'

/**
 * A wallet address as the sidebar shows it (spec §2, §9): the first 6 and the last 4
 * characters around an ellipsis; an address too short to shorten is shown whole.
 */
export function shortAddress(address: string): string {
  const trimmed = address.trim()
  if (trimmed.length <= SHORT_ADDRESS_HEAD + SHORT_ADDRESS_TAIL) return trimmed
  return `${trimmed.slice(0, SHORT_ADDRESS_HEAD)}...${trimmed.slice(-SHORT_ADDRESS_TAIL)}`
}
