// Per-client rate limits on anonymous writes, shared by every instance (README.md).
export { clientAddress, rateLimit, tooManyRequests } from './middleware'
