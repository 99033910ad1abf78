// The process `npm start` runs: two HTTP servers bound first (the site + widget + API, with
// the development identity provider when Google is not configured, and the demo broadcaster
// pages on a second origin), then the database, seed, and the program clock on the leader.
// With WORKERS=N it is the primary of N such processes (server/cluster.ts).
import cluster from 'node:cluster'
import { getRequestListener } from '@hono/node-server'
import { createApp } from './app'
import { devIdentityProviderFor, withDevIdentityProvider } from './auth'
import { backfillNameKeys } from './catalog'
import { type DemoOriginChanges, followDemoOrigins } from './channels'
import { runPrimary, tellPrimaryReady } from './cluster'
import { ConfigError, configFromEnv } from './config'
import { DatabaseInUseError, openDb } from './db'
import { elect, instanceName, postgresLeaseSession, soleSession } from './db/leader'
import { demoStreamsBase, keepDemoStreams } from './demo'
import { demoHostsApp } from './demo-hosts'
import { createEmbeddings, createVectorizer } from './embeddings'
import { createFeedScheduler } from './feeds'
import { startRollups } from './insights'
import { bind, closeServer, listen, PortInUseError } from './listen'
import { createLive, createProgramClock } from './live'
import { createStreamFollowers, safeStreamFetch, withOwnStreams } from './on-air'
import { seedIfEmpty } from './seed'
import { renderForOrigin } from './site-origin'
import { createTasks } from './tasks'

/** One line for each change `followDemoOrigins` made to the demo channels' origins. */
function logDemoOrigins(changes: DemoOriginChanges) {
  const line = (verb: string, pairs: DemoOriginChanges['added']) => {
    const origins = [...new Set(pairs.map((pair) => pair.origin))]
    for (const origin of origins) {
      const count = pairs.filter((pair) => pair.origin === origin).length
      const channels = count === 1 ? '1 channel' : `${count} channels`
      console.log(`Demo channels: ${verb} ${origin} (${channels}), as the configuration says`)
    }
  }
  line('registered', changes.added)
  line('withdrew', changes.withdrawn)
}

async function main() {
  const config = configFromEnv()
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config.workers)
  const started = Date.now()
  // The ports first: a second start on a busy port fails before touching the database.
  const site = [await bind('PORT', config.port, config.host)]
  const demo = await bind('DEMO_HOSTS_PORT', config.demoHostsPort, config.host)
  // Browsers may try ::1 for `localhost`; answer there too when the machine has IPv6.
  if (config.host === '127.0.0.1') {
    await listen(config.port, '::1').then(
      (bound) => site.push(bound),
      () => {},
    )
  }
  const servers = [...site, demo].map((b) => b.server)
  // The site's pages for PUBLIC_ORIGIN, when the build's name another, beside the database's start.
  // Settled here, so a failure waits for its turn below instead of ending the process unhandled.
  const pages = renderForOrigin(config.distDir, config.publicOrigin).then(
    () => null,
    (error: unknown) => error,
  )
  const database = await openDb({ ...config, role: 'server' })
  // The demo channels' origins follow PUBLIC_ORIGIN and DEMO_HOSTS_ORIGIN at every start, and
  // their streams DEMO_ON_AIR.
  const [seeded, demoOrigins] = await database.exclusively(async () => {
    const fresh = await seedIfEmpty(database.db, config)
    const origins = await followDemoOrigins(database.db, config)
    await keepDemoStreams(database.db, config, new Date())
    return [fresh, origins] as const
  })
  logDemoOrigins(demoOrigins)
  const now = () => new Date()
  // The model loads at its first caption or item, in a worker thread; matching goes by words
  // until the items have vectors (the vectorizer fills them in the background, started once
  // the server answers, so a first start's catch-up of past segments never waits on it).
  const embeddings = createEmbeddings(config.embeddings)
  const tasks = createTasks()
  const vectorizer = createVectorizer({
    db: database.db,
    dbKind: database.kind,
    models: embeddings.models,
    tasks,
  })
  // Heard by every server process on the database: a match made here reaches viewers there.
  const live = createLive(database.events)
  await live.start()
  const clock = createProgramClock({
    db: database.db,
    embeddings,
    now,
    tickMs: config.clockTickMs,
    live,
    // The demo programs air through their own streams, followed below (DEMO_ON_AIR).
    stockOnAir: config.demoOnAir === 'clock',
  })
  // Work that runs once across the system runs on the clock leader only (server/README.md).
  let rollups: { stop(): Promise<void> } | null = null
  const election = elect({
    session: config.databaseUrl ? postgresLeaseSession(config.databaseUrl) : soleSession(),
    work: {
      async lead() {
        await clock.start()
        rollups = startRollups(database.db, undefined, now)
        // Rows older than the catalog's name keys get theirs while the server already answers.
        tasks.run('name keys backfill', async (signal) => {
          const n = await backfillNameKeys(database.db, signal)
          if (n) console.log(`Catalog names: keys written for ${n} older items`)
        })
        // Its passes are under an advisory lock, so it stays on after a lost lead (and a
        // second start, at a later lead, changes nothing).
        vectorizer.start()
      },
      async follow() {
        await clock.stop()
        await rollups?.stop()
        rollups = null
      },
    },
  })
  const deps = {
    db: database.db,
    embeddings,
    vectorizer,
    dbKind: database.kind,
    config,
    now,
    tasks,
    live,
  }
  // The first leader catches up past segments before answering, as a lone server always did.
  await election.settled()
  // Every process looks for due feeds: claiming one is atomic (server/feeds/scheduler.ts).
  const feedSchedule = createFeedScheduler(deps)
  feedSchedule.start()
  const notRendered = await pages
  if (notRendered) throw notRendered
  const app = createApp(deps)
  // Every process follows some of the channels' streams, each under a lease (server/on-air);
  // the demo channels' own streams are read from this app, in the process.
  const streams = createStreamFollowers({
    ...deps,
    holder: instanceName(),
    allowPrivate: config.feeds.allowPrivateAddresses,
    screenEveryS: config.streamScreenEveryS,
    fetch: withOwnStreams(
      demoStreamsBase(config),
      app.fetch,
      safeStreamFetch(config.feeds.allowPrivateAddresses),
    ),
  })
  streams.start()
  const devIdp = await devIdentityProviderFor(config, database.db)
  const siteListener = withDevIdentityProvider(devIdp, getRequestListener(app.fetch))
  for (const bound of site) bound.serve(siteListener)
  demo.serve(
    getRequestListener(
      demoHostsApp({ dir: config.demoHostsDir, widgetOrigin: config.publicOrigin }).fetch,
    ),
  )
  let stopping = false
  const shutdown = async () => {
    // Ctrl+C under `npm start` arrives twice (from the terminal, and passed on by
    // scripts/start.mjs); the second must not kill the process halfway, with the database
    // unclosed and its lock left behind.
    if (stopping) return
    stopping = true
    await feedSchedule.stop()
    await streams.stop()
    await tasks.stop()
    await vectorizer.stop()
    // Before the election: a leader still catching up waits on caption queries, which a
    // closed model answers at once (matching goes on by words).
    await embeddings.close()
    await election.stop()
    live.stop() // ends the live streams, which would hold the servers open
    await Promise.all(servers.map((s) => closeServer(s)))
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
  // Only now: whoever waits for this line may stop the server at once, and must find the
  // handlers above in place (the reader may act on the line before the next statement runs,
  // and a SIGTERM without a handler ends the process on the spot).
  console.log(
    `Shoppable TV ready in ${Date.now() - started} ms (${database.kind}${seeded ? ', seeded' : ''})`,
  )
  console.log(
    `  site, widget and API  ${config.publicOrigin}/   (try ${config.publicOrigin}/demo/wildtv)`,
  )
  console.log(`  demo broadcaster      ${config.demoHostsOrigin}/`)
  console.log(
    devIdp
      ? `  sign-in               development identity provider at ${devIdp.issuer} (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for Google)`
      : `  sign-in               Google (${config.signIn.clientId})`,
  )
  tellPrimaryReady()
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`)
  } else if (error instanceof DatabaseInUseError || error instanceof PortInUseError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
