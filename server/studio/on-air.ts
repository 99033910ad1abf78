// What is on air, in the Studio: the uploaded schedule (captions whose cues become the
// channel's program) and "try a caption" (what would match, and why, without storing it).
import { Hono } from 'hono'
import { errorBody } from '../../shared/api/error-codes'
import { routes } from '../../shared/api/routes'
import { MAX_SCHEDULE_BYTES, ScheduleUploadSchema, TryCaptionSchema } from '../../shared/api/studio'
import { parseCaptions } from '../../shared/captions'
import type { AppDeps } from '../deps'
import { readJson } from '../http/errors'
import {
  airOnce,
  deleteSchedule,
  matchOnChannel,
  onAirNow,
  programOf,
  saveSchedule,
  scheduleOf,
} from '../live'
import { explainMatches } from '../matching'
import type { StudioVars } from './access'

export { MAX_SCHEDULE_BYTES }

/** Schedule and try-a-caption routes, mounted after the membership check. */
export function onAirRoutes(deps: AppDeps) {
  return new Hono<StudioVars>()
    .on(routes.schedule.method, routes.schedule.pattern, async (c) =>
      c.json({ schedule: await scheduleOf(deps.db, c.var.channel.id) }),
    )
    .on(routes.scheduleUpload.method, routes.scheduleUpload.pattern, async (c) => {
      const upload = await readJson(c, ScheduleUploadSchema)
      const parsed = parseCaptions(upload.text)
      if (!parsed.ok) {
        const message = `Line ${parsed.line}: ${parsed.error}`
        return c.json({ ...errorBody(400, message), line: parsed.line }, 400)
      }
      const channel = c.var.channel
      const now = deps.now()
      const schedule = await saveSchedule(deps.db, channel.id, {
        cues: parsed.cues,
        fileName: upload.fileName ?? null,
        uploadedBy: c.var.user.email.toLowerCase(),
        now,
      })
      // The first cue goes on air now, not at the clock's next tick.
      const program = await programOf(deps.db, channel.id)
      if (program && channel.archivedAt === null) {
        await airOnce(deps, channel, onAirNow(program, now.getTime()))
      }
      return c.json({ schedule })
    })
    .on(routes.scheduleClear.method, routes.scheduleClear.pattern, async (c) => {
      await deleteSchedule(deps.db, c.var.channel.id)
      return c.json({ schedule: null })
    })
    .on(routes.tryCaption.method, routes.tryCaption.pattern, async (c) => {
      const input = await readJson(c, TryCaptionSchema)
      const entities = input.entities.filter(Boolean)
      const matches = await matchOnChannel(deps, c.var.channel, {
        caption: input.caption,
        entities,
      })
      return c.json({ matches: await explainMatches(deps.db, matches) })
    })
}
