// The demo channels' own content as channel data: each one's scripted program and region.
import { eq } from 'drizzle-orm'
import type { Db } from '../db'
import { channels } from '../db/schema'
import { PROGRAMS } from './programs'
import { channelRegion } from './region'

/**
 * Writes each demo channel's scripted program and region on its row (a demo channel that is
 * not there is skipped), so live/ reads them as any channel's data. Run at every seed, so a
 * changed script reaches a database seeded before it.
 */
export async function keepDemoContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [id, program] of Object.entries(PROGRAMS)) {
      await tx
        .update(channels)
        .set({ stockProgram: [...program], region: channelRegion(id) })
        .where(eq(channels.id, id))
    }
  })
}
