// Every PostgreSQL advisory lock the server takes, in one place, so no two uses share a key
// by accident. Two-key locks: (space, key).

/** The space of the server's singletons ("STV" 01); each has its own second key. */
const SINGLETONS = 0x5354_5601

/** Migration and first-start seed: one process at a time (`Database.exclusively`). */
export const SETUP_LOCK = [SINGLETONS, 0] as const

/** The program clock's leader: held for as long as a process leads (db/leader.ts). */
export const CLOCK_LEADER_LOCK = [SINGLETONS, 1] as const

/** Starting a feed import: the count of running imports and the insert, one process at a time. */
export const FEED_IMPORT_START_LOCK = [SINGLETONS, 2] as const

/** The vectorizer's per-model locks ("vec"): this space, then `hashtext(model id)`. */
export const VECTORIZER_LOCK_SPACE = 0x766563
