import { privateKeyToAccount } from 'viem/accounts'

/** A throwaway key's account for the fake wallet: it only ever signs test messages. */
export const testAccount = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
