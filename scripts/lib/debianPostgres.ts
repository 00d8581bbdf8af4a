import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'

import type { RunningDatabase } from './embedded'
import { installedMajors, runProgram } from './postgresTools'

/**
 * A throwaway cluster of Debian's PostgreSQL (package postgresql, installed by .ci/run), on
 * loopback at `port`, with trust authentication: for tests that need PostgreSQL's own programs of
 * the same version as the server (pg_dump, pg_restore), which the embedded server does not ship.
 * PostgreSQL refuses root: as root, the cluster belongs to Debian's `postgres` user. `settings`:
 * more server settings (`-c name=value`); its log is `server.log` in `dataDir`.
 */
export async function startDebianPostgres(
  port: number,
  settings: Record<string, string> = {},
): Promise<RunningDatabase> {
  const { bin, run, dataDir } = newDataDir()
  await run(bin('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
  return startServer(dataDir, port, settings)
}

/**
 * A streaming replica of the cluster listening on `primaryPort` (its initdb lets loopback
 * replicate with trust): a base backup with the WAL streamed (`pg_basebackup -R` writes the
 * standby's settings), started on `port` as a hot standby that answers reads.
 */
export async function startDebianReplica(
  primaryPort: number,
  port: number,
): Promise<RunningDatabase & { start: () => Promise<void>; halt: () => Promise<void> }> {
  const { bin, run, dataDir } = newDataDir()
  await run(bin('pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
  ])
  const server = await startServer(dataDir, port, { hot_standby: 'on' })
  return {
    ...server,
    // Stopped and started again on its data (the test of reads while the replica is away).
    halt: () => run(bin('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    start: async () => {
      await startServer(dataDir, port, { hot_standby: 'on' })
    },
  }
}

/** Debian's programs of the installed major, run as `postgres` when we are root (PostgreSQL refuses root). */
function tools() {
  const major = installedMajors()[0]
  if (major === undefined)
    throw new Error('PostgreSQL de Debian introuvable : apt-get install postgresql (ou lancez .ci/run).')
  const bin = (name: string) => `/usr/lib/postgresql/${major}/bin/${name}`
  const asRoot = process.getuid?.() === 0
  const run = (program: string, args: string[]) =>
    asRoot ? runProgram('runuser', ['-u', 'postgres', '--', program, ...args]) : runProgram(program, args)
  return { bin, run, asRoot }
}

/** An empty data folder, owned by whoever runs the server. */
function newDataDir() {
  const { bin, run, asRoot } = tools()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'toiletteurs-pg-'))
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dataDir, uid, gid)
  }
  return { bin, run, dataDir }
}

async function startServer(dataDir: string, port: number, settings: Record<string, string>): Promise<RunningDatabase> {
  const { bin, run } = tools()
  await run(bin('pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dataDir, 'server.log'),
    '-w',
    '-o',
    [
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dataDir} -c fsync=off`,
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' '),
    'start',
  ])
  return {
    baseUrl: `postgres://postgres@127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      await run(bin('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => {})
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
