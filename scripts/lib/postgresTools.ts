import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * PostgreSQL's own programs (pg_dump, pg_restore, initdb, pg_ctl) of Debian's packages
 * (/usr/lib/postgresql/<major>/bin) or PG_BIN_DIR. A dump is read by a pg_dump at least as new
 * as the server, so the version is chosen from the server's.
 */
const DEBIAN_ROOT = '/usr/lib/postgresql'

/** The major versions installed under /usr/lib/postgresql, newest first. */
export function installedMajors(): number[] {
  if (!existsSync(DEBIAN_ROOT)) return []
  return readdirSync(DEBIAN_ROOT)
    .map(Number)
    .filter((major) => Number.isInteger(major) && existsSync(path.join(DEBIAN_ROOT, String(major), 'bin/pg_dump')))
    .sort((a, b) => b - a)
}

/** The folder of PostgreSQL's programs for a server of `serverMajor`, or a French error saying what to install. */
export function binDirFor(serverMajor: number): string {
  const chosen = process.env.PG_BIN_DIR
  if (chosen) {
    const major = majorOf(path.join(chosen, 'pg_dump'))
    if (major < serverMajor)
      throw new Error(
        `PG_BIN_DIR contient pg_dump ${major}, plus ancien que le serveur (${serverMajor}) : il refuserait de le lire.`,
      )
    return chosen
  }
  const major = installedMajors().find((installed) => installed >= serverMajor)
  if (major === undefined)
    throw new Error(
      `Aucun pg_dump ${serverMajor} ou plus récent : installez le client PostgreSQL ${serverMajor} (paquet postgresql-client-${serverMajor}) ou indiquez PG_BIN_DIR.`,
    )
  return path.join(DEBIAN_ROOT, String(major), 'bin')
}

/** The major version a PostgreSQL program says it is (`pg_dump (PostgreSQL) 15.18` → 15). */
export function majorOf(program: string): number {
  const version = execFileSync(program, ['--version'], { encoding: 'utf8' })
  const major = Number(/\)\s+(\d+)/.exec(version)?.[1])
  if (!Number.isInteger(major)) throw new Error(`Version illisible : ${version.trim()}`)
  return major
}

/** libpq's variables for `url`: the password stays out of the command line (and of `ps`). */
export function libpqEnv(url: string): Record<string, string> {
  const parsed = new URL(url)
  return {
    PGHOST: parsed.hostname,
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username),
    PGPASSWORD: decodeURIComponent(parsed.password),
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
  }
}

/** Runs a program to its end; a non-zero exit is an error carrying what it wrote on stderr. */
export function runProgram(program: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(program)} (code ${code}) : ${errors.trim()}`)),
    )
  })
}
