// The process `npm start` runs: database, seed, program clock, and two HTTP servers (the
// site + widget + API, with the development identity provider when Google is not
// configured, and the demo broadcaster pages on a second origin).
import { createServer, type RequestListener, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createApp } from './app'
import { devIdentityProviderFor, withDevIdentityProvider } from './auth'
import { backfillNameKeys } from './catalog'
import { createProgramClock } from './catalog/live-feed'
import { ConfigError, configFromEnv } from './config'
import { DatabaseInUseError, openDb } from './db'
import { demoHostsApp } from './demo-hosts'
import { createEmbeddings, createVectorizer } from './embeddings'
import { createFeedScheduler } from './feeds'
import { startRollups } from './insights'
import { createLive } from './live'
import { seedIfEmpty } from './seed'
import { createTasks } from './tasks'

function listen(listener: RequestListener, port: number, hostname: string) {
  return new Promise<Server>((resolve, reject) => {
    const server = createServer(listener)
    server.once('error', reject)
    server.listen(port, hostname, () => resolve(server))
  })
}

async function main() {
  const config = configFromEnv()
  const started = Date.now()
  const database = await openDb({ ...config, role: 'server' })
  const seeded = await seedIfEmpty(database.db, config)
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
    feedChanged: live.feedChanged,
  })
  await clock.start()
  const rollups = startRollups(database.db)
  // Rows older than the catalog's name keys get theirs while the server already answers.
  tasks.run('name keys backfill', async (signal) => {
    const n = await backfillNameKeys(database.db, signal)
    if (n) console.log(`Catalog names: keys written for ${n} older items`)
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
  const feedSchedule = createFeedScheduler(deps)
  feedSchedule.start()
  const app = createApp(deps)
  const devIdp = await devIdentityProviderFor(config)
  const site = withDevIdentityProvider(devIdp, getRequestListener(app.fetch))
  const servers = [
    await listen(site, config.port, config.host),
    await listen(
      getRequestListener(
        demoHostsApp({ dir: config.demoHostsDir, widgetOrigin: config.publicOrigin }).fetch,
      ),
      config.demoHostsPort,
      config.host,
    ),
  ]
  // Browsers may try ::1 for `localhost`; answer there too when the machine has IPv6.
  if (config.host === '127.0.0.1') {
    await listen(site, config.port, '::1').then(
      (server) => servers.push(server),
      () => {},
    )
  }
  vectorizer.start()
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

  let stopping = false
  const shutdown = async () => {
    // Ctrl+C under `npm start` arrives twice (from the terminal, and passed on by
    // scripts/start.mjs); the second must not kill the process halfway, with the database
    // unclosed and its lock left behind.
    if (stopping) return
    stopping = true
    await clock.stop()
    await rollups.stop()
    await feedSchedule.stop()
    await tasks.stop()
    await vectorizer.stop()
    await embeddings.close()
    live.stop() // ends the live streams, which would hold the servers open
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`)
  } else if (error instanceof DatabaseInUseError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
