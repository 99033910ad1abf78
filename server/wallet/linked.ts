import { and, desc, eq } from 'drizzle-orm'
import type { LinkedWallets } from '../../shared/api/types'
import type { Db } from '../db'
import { wallets } from '../db/schema'
import { HttpError } from '../http/errors'

/** Error texts of linking. */
export const LINK_ERROR = {
  otherAccount: 'This wallet is already linked to another account.',
  blocked: (reason: string | null) =>
    `This wallet is blocked and cannot be linked${reason ? `: ${reason}` : '.'}`,
} as const

/**
 * A viewer's wallets as `GET /wallet/get_linked` answers them: blacklisted wallets are left
 * out of the list (spec §6) and the reason of the latest block is given instead.
 */
export async function linkedWallets(db: Db, userId: string): Promise<LinkedWallets> {
  const rows = await db
    .select({
      address: wallets.address,
      blacklisted: wallets.blacklisted,
      blockReason: wallets.blockReason,
    })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .orderBy(desc(wallets.linkedAt), wallets.address)
  const usable = rows.filter((row) => !row.blacklisted)
  const blocked = rows.find((row) => row.blacklisted)
  return {
    wallets: usable.map((row) => ({ address: row.address, blacklisted: false })),
    walletAddresses: usable.map((row) => row.address),
    walletAddress: usable[0]?.address ?? null,
    blockReason: blocked ? (blocked.blockReason ?? 'blocked') : null,
  }
}

/** Whether a viewer has a linked wallet that is not blacklisted (earning needs one, spec §6). */
export async function hasLinkedWallet(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ address: wallets.address })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.blacklisted, false)))
    .limit(1)
  return rows.length > 0
}

/**
 * Links a wallet (lower-case address) whose control the viewer has proven. Linking it again
 * to the same viewer changes nothing; a wallet of another account or a blacklisted one is
 * refused. The address is the primary key, so two accounts racing for one wallet cannot both win.
 */
export async function linkWallet(
  db: Db,
  link: { userId: string; address: string; chainId: number; now: Date },
): Promise<void> {
  const address = link.address.toLowerCase()
  const inserted = await db
    .insert(wallets)
    .values({ address, userId: link.userId, chainId: link.chainId, linkedAt: link.now })
    .onConflictDoNothing()
    .returning({ address: wallets.address })
  if (inserted.length > 0) return
  const [existing] = await db
    .select({
      userId: wallets.userId,
      blacklisted: wallets.blacklisted,
      blockReason: wallets.blockReason,
    })
    .from(wallets)
    .where(eq(wallets.address, address))
  if (!existing) throw new Error(`wallet ${address} neither inserted nor found`)
  if (existing.blacklisted) throw new HttpError(403, LINK_ERROR.blocked(existing.blockReason))
  if (existing.userId !== link.userId) throw new HttpError(409, LINK_ERROR.otherAccount)
}
