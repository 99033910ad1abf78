// Test doubles for widget tests only; nothing in the shipped widget imports this folder.
export { type FakeEnv, fakeEnv, type ImageScript } from './fake-env'
export { type FakeCall, type FakeServer, fakeServer, newestFirst, product } from './fake-server'
