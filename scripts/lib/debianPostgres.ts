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
  const major = installedMajors()[0]
  if (major === undefined)
    throw new Error('PostgreSQL de Debian introuvable : apt-get install postgresql (ou lancez .ci/run).')
  const bin = (name: string) => `/usr/lib/postgresql/${major}/bin/${name}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'toiletteurs-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dataDir, uid, gid)
  }
  const run = (program: string, args: string[]) =>
    asRoot ? runProgram('runuser', ['-u', 'postgres', '--', program, ...args]) : runProgram(program, args)
  await run(bin('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
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
