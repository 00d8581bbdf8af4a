import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { binDirFor, libpqEnv, runProgram } from './postgresTools'

/**
 * `npm run backup` and `npm run restore` (decision 0069): the database as pg_dump's custom format,
 * the uploaded files as a copy, and a manifest of what both held (each table's rows and a checksum
 * of their contents, each file's SHA-256). A restore goes into an empty database, then reads the
 * manifest again from what it restored: a backup is proved by its restore.
 */

/** The folders of uploads under STORAGE_DIR (collections/Media, collections/CustomerAttachments). */
export const UPLOAD_FOLDERS = ['media', '.data/customer-attachments']
const DUMP_FILE = 'database.dump'
const MANIFEST_FILE = 'manifest.json'
const FILES_FOLDER = 'files'

export type TableFigures = { rows: number; checksum: string }
export type Manifest = {
  createdAt: string
  serverVersion: string
  lastMigration: string | null
  tables: Record<string, TableFigures>
  files: Record<string, string>
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * Every table of the public schema: its row count, and the sum of a 60-bit hash of each row's text
 * (order-free, so a table read in another physical order sums the same; any changed, added or
 * removed row changes it). Read through `client`, in its transaction's snapshot when it has one.
 */
async function figuresOf(client: pg.Client): Promise<Omit<Manifest, 'createdAt' | 'files'>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const figures: Record<string, TableFigures> = {}
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: string; checksum: string }>(
      `select count(*)::text as rows,
         coalesce(sum(('x' || left(md5(t::text), 15))::bit(60)::bigint::numeric), 0)::text as checksum
       from ${quoted(name)} t`,
    )
    figures[name] = { rows: Number(rows[0]!.rows), checksum: rows[0]!.checksum }
  }
  const { rows: version } = await client.query<{ server_version: string }>('show server_version')
  const lastMigration = figures.payload_migrations
    ? ((
        await client.query<{ name: string }>(
          `select name from payload_migrations where name <> 'dev' order by batch desc, name desc limit 1`,
        )
      ).rows[0]?.name ?? null)
    : null
  return { serverVersion: version[0]!.server_version, lastMigration, tables: figures }
}

/** The figures of the database at `url` as it is now. */
export const databaseFigures = (url: string) => withClient(url, figuresOf)

/** Each file under `root`'s upload folders, by its path from `root`, with its SHA-256. */
export function fileFigures(root: string): Record<string, string> {
  const files: Record<string, string> = {}
  const walk = (folder: string) => {
    if (!existsSync(folder)) return
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile())
        files[path.relative(root, full)] = createHash('sha256').update(readFileSync(full)).digest('hex')
    }
  }
  for (const folder of UPLOAD_FOLDERS) walk(path.join(root, folder))
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)))
}

async function serverMajor(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num')
    return Math.floor(Number(rows[0]!.server_version_num) / 10000)
  })
}

const stampOf = (date: Date) => date.toISOString().slice(0, 19).replaceAll(':', '').replace('T', '-')

/**
 * Writes `toiletteurs-AAAA-MM-JJ-HHMMSS/` under `into`: the dump, the uploads under `storageDir`
 * and the manifest. Keeps the `keep` newest backups.
 */
export async function backup({
  databaseUrl,
  storageDir,
  into,
  keep,
  now = new Date(),
}: {
  databaseUrl: string
  storageDir: string
  into: string
  keep: number
  now?: Date
}): Promise<{ folder: string; manifest: Manifest }> {
  const folder = path.join(into, `toiletteurs-${stampOf(now)}`)
  mkdirSync(folder, { recursive: true })
  const binDir = binDirFor(await serverMajor(databaseUrl))
  // The figures and the dump read one snapshot, exported by this transaction: on a live site,
  // what is written meanwhile is in neither, so a restore compares like with like.
  const figures = await withClient(databaseUrl, async (client) => {
    await client.query('begin isolation level repeatable read read only')
    try {
      const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
      const read = await figuresOf(client)
      await runProgram(
        path.join(binDir, 'pg_dump'),
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${rows[0]!.snapshot}`,
          `--file=${path.join(folder, DUMP_FILE)}`,
        ],
        libpqEnv(databaseUrl),
      )
      return read
    } finally {
      await client.query('commit')
    }
  })
  for (const upload of UPLOAD_FOLDERS) {
    const source = path.join(storageDir, upload)
    if (existsSync(source)) cpSync(source, path.join(folder, FILES_FOLDER, upload), { recursive: true })
  }
  const manifest: Manifest = { createdAt: now.toISOString(), ...figures, files: fileFigures(storageDir) }
  writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  pruneBackups(into, keep)
  return { folder, manifest }
}

/** Removes all but the `keep` newest backups of `into` (their names sort by date). */
export function pruneBackups(into: string, keep: number): string[] {
  const backups = readdirSync(into)
    .filter(
      (name) => /^toiletteurs-\d{4}-\d{2}-\d{2}-\d{6}$/.test(name) && statSync(path.join(into, name)).isDirectory(),
    )
    .sort()
  const removed = backups.slice(0, Math.max(0, backups.length - keep))
  for (const name of removed) rmSync(path.join(into, name), { recursive: true, force: true })
  return removed
}

/** What differs between a backup's manifest and what a restore holds (empty: the same). */
export function manifestDifferences(expected: Manifest, found: Pick<Manifest, 'tables' | 'files'>): string[] {
  const differences: string[] = []
  for (const name of new Set([...Object.keys(expected.tables), ...Object.keys(found.tables)])) {
    const want = expected.tables[name]
    const got = found.tables[name]
    if (!want) differences.push(`table ${name} : absente de la sauvegarde`)
    else if (!got) differences.push(`table ${name} : absente de la restauration`)
    else if (want.rows !== got.rows)
      differences.push(`table ${name} : ${want.rows} lignes attendues, ${got.rows} trouvées`)
    else if (want.checksum !== got.checksum) differences.push(`table ${name} : contenu différent`)
  }
  for (const file of new Set([...Object.keys(expected.files), ...Object.keys(found.files)]))
    if (expected.files[file] !== found.files[file]) differences.push(`fichier ${file} : différent ou absent`)
  return differences
}

/**
 * Restores `folder` into the empty database at `databaseUrl` and its files under `storageDir`, then
 * reads both again and compares them with the manifest. Refuses a database that has tables.
 */
export async function restore({
  folder,
  databaseUrl,
  storageDir,
}: {
  folder: string
  databaseUrl: string
  storageDir: string
}): Promise<{ manifest: Manifest; differences: string[] }> {
  const manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')) as Manifest
  const tables = await withClient(databaseUrl, async (client) =>
    Number(
      (
        await client.query<{ count: string }>(
          `select count(*) from information_schema.tables where table_schema = 'public'`,
        )
      ).rows[0]!.count,
    ),
  )
  if (tables > 0) throw new Error('La base cible n’est pas vide : restaurez dans une base neuve.')
  const binDir = binDirFor(await serverMajor(databaseUrl))
  await runProgram(
    path.join(binDir, 'pg_restore'),
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${libpqEnv(databaseUrl).PGDATABASE}`,
      path.join(folder, DUMP_FILE),
    ],
    libpqEnv(databaseUrl),
  )
  for (const upload of UPLOAD_FOLDERS) {
    const source = path.join(folder, FILES_FOLDER, upload)
    if (existsSync(source)) cpSync(source, path.join(storageDir, upload), { recursive: true })
  }
  const found = { tables: (await databaseFigures(databaseUrl)).tables, files: fileFigures(storageDir) }
  return { manifest, differences: manifestDifferences(manifest, found) }
}
