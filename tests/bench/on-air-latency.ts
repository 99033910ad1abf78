// From a cue on air to its match in the channel's live feed, for a stream the server follows
// (issue 66: caption-to-card ≤ 10 s p95). A test server on the real clock serves the demo
// stream of a channel (WebVTT subtitles from its program, date ranges naming what it shows);
// one follower reads it over HTTP; each cue's latency is the time its matches were stored (seen
// by polling every 50 ms) less the time the cue went on air (its segment's PROGRAM-DATE-TIME and
// offset). The feed's change signal follows the store at once, and open widgets get the new
// list on that signal (server/live/stream.ts).
//   node --import tsx tests/bench/on-air-latency.ts [--minutes 3] [--channel wildtv]
import { and, eq, gt } from 'drizzle-orm'
import { openDb } from '../../server/db'
import { airedSegments, channelStreams } from '../../server/db/schema'
import { createStreamFollowers } from '../../server/on-air'
import { testServer } from '../../server/testing'
import { demoStreamPaths } from '../../shared/api/demo-stream'
import { benchArgs } from './args'
import { percentile } from './bench-db'

const { option } = benchArgs()
const minutes = Number(option('--minutes', '3'))
const channel = option('--channel', 'wildtv')

// A database of its own (testApp's seeded templates are Vitest's).
const database = await openDb({ dataDir: 'memory://', databaseUrl: null })
const t = await testServer({ now: new Date().toISOString(), database })
// The app's clock follows the real one, so the stream's live window moves as it would.
const clock = setInterval(() => t.setNow(new Date().toISOString()), 20)
const url = `${t.origin}${t.config.apiPath}${demoStreamPaths.master(channel)}`
await t.db.insert(channelStreams).values({ channelId: channel, url })

const storedAt = new Map<string, number>()
const started = new Date()
const poll = setInterval(async () => {
  const rows = await t.db
    .select({ key: airedSegments.segmentKey })
    .from(airedSegments)
    .where(and(eq(airedSegments.channelId, channel), eq(airedSegments.source, 'stream')))
  const now = Date.now()
  for (const { key } of rows) if (!storedAt.has(key)) storedAt.set(key, now)
}, 50)
const followers = createStreamFollowers({
  db: t.db,
  embeddings: null,
  live: t.live,
  now: t.now,
  holder: 'bench',
  allowPrivate: true,
})
followers.start()
await new Promise((resolve) => setTimeout(resolve, minutes * 60_000))
await followers.stop()
clearInterval(poll)
clearInterval(clock)

// Each cue heard: when it aired, and when it was stored.
const heard = await t.db
  .select()
  .from(airedSegments)
  .where(
    and(
      eq(airedSegments.channelId, channel),
      eq(airedSegments.source, 'stream'),
      gt(airedSegments.airedAt, started),
    ),
  )
const rows: { kind: string; ms: number }[] = []
for (const segment of heard) {
  const stored = storedAt.get(segment.segmentKey)
  const kind = segment.segmentKey.split(':')[1] ?? '?'
  if (stored !== undefined) rows.push({ kind, ms: stored - segment.airedAt.getTime() })
}
console.log(
  `on-air latency, ${channel}, ${minutes} min on the real clock (${heard.length} cues heard)`,
)
console.log('| cues | n | median ms | p95 ms | max ms |')
console.log('| --- | --- | --- | --- | --- |')
for (const kind of ['subtitles', 'metadata']) {
  const ms = rows.filter((r) => r.kind === kind).map((r) => r.ms)
  if (!ms.length) continue
  console.log(
    `| ${kind} | ${ms.length} | ${percentile(ms, 0.5)} | ${percentile(ms, 0.95)} | ${Math.max(...ms)} |`,
  )
}
await t.close()
process.exit(0)
