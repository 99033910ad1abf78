import type { Points } from '../stores/points'
import type { Wallet } from '../stores/wallet'

/** The page's rewards stores the signed-in sidebar shows (spec §2 Rewards, Wallet). */
export type SidebarRewards = { points: Points; wallet: Wallet }
