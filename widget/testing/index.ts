// Test doubles for widget tests only; nothing in the shipped widget imports this folder.
export { type FakeEnv, type FakeStream, fakeEnv, type ImageScript } from './fake-env'
export {
  type Answer,
  type FakeCall,
  type FakeRewards,
  type FakeServer,
  fakeServer,
  freshRewards,
  newestFirst,
  product,
} from './fake-server'
export {
  type FakeWalletFlags,
  type FakeWalletHandle,
  type FakeWalletOptions,
  type FakeWalletRequest,
  installFakeWallet,
} from './fake-wallet'
export { testAccount } from './test-account'
