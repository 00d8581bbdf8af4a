import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { backup, databaseFigures, manifestDifferences, pruneBackups, restore } from '../../scripts/lib/backup'
import { startDebianPostgres } from '../../scripts/lib/debianPostgres'
import { ensureDatabase, type RunningDatabase } from '../../scripts/lib/embedded'
import { releaseWithDemo } from './helpers/release'

// Debian's PostgreSQL (its pg_dump and pg_restore are the server's version; the embedded server
// ships neither), a database migrated and seeded with the demo data by the release step, as a
// deployment does it; backed up, restored into an empty database and compared with the manifest.

const PORT = Number(process.env.TEST_PG_PORT ?? 54339) + 50
let server: RunningDatabase
let source: string
const work = mkdtempSync(path.join(tmpdir(), 'toiletteurs-backup-'))

beforeAll(async () => {
  server = await startDebianPostgres(PORT)
  source = await ensureDatabase(server.baseUrl, 'sauvegarde_source')
  await releaseWithDemo(source)
}, 300_000)

afterAll(async () => {
  await server?.stop()
  rmSync(work, { recursive: true, force: true })
})

describe('npm run backup / npm run restore', () => {
  it('restores a seeded database and its uploads into an empty one, identical to the manifest', async () => {
    const storage = path.join(work, 'site')
    mkdirSync(path.join(storage, 'media'), { recursive: true })
    mkdirSync(path.join(storage, '.data/customer-attachments/12'), { recursive: true })
    writeFileSync(path.join(storage, 'media/salon.webp'), Buffer.from('RIFF-salon-photo'))
    writeFileSync(
      path.join(storage, '.data/customer-attachments/12/ordonnance.pdf'),
      Buffer.from('%PDF-1.7 ordonnance'),
    )

    const startedAt = performance.now()
    const { folder, manifest } = await backup({
      databaseUrl: source,
      storageDir: storage,
      into: path.join(work, 'backups'),
      keep: 3,
    })
    const backupSeconds = (performance.now() - startedAt) / 1000
    expect(manifest.tables.appointments!.rows).toBeGreaterThan(0)
    expect(manifest.tables.users!.rows).toBeGreaterThan(10)
    expect(manifest.lastMigration).toMatch(/^\d{8}_\d{6}_/)
    expect(Object.keys(manifest.files)).toEqual(['.data/customer-attachments/12/ordonnance.pdf', 'media/salon.webp'])
    expect(existsSync(path.join(folder, 'database.dump'))).toBe(true)

    const target = await ensureDatabase(server.baseUrl, 'sauvegarde_cible')
    const restored = path.join(work, 'restored-site')
    const restoreStartedAt = performance.now()
    const { differences } = await restore({ folder, databaseUrl: target, storageDir: restored })
    const restoreSeconds = (performance.now() - restoreStartedAt) / 1000
    expect(differences).toEqual([])
    console.log(
      JSON.stringify({
        backup_s: Number(backupSeconds.toFixed(2)),
        restore_s: Number(restoreSeconds.toFixed(2)),
        tables: Object.keys(manifest.tables).length,
      }),
    )

    // A row changed after the restore is caught by the manifest, by table.
    const client = new pg.Client({ connectionString: target })
    await client.connect()
    await client.query(
      `update "users" set "display_name" = "display_name" || ' (modifié)' where "id" = (select min("id") from "users")`,
    )
    await client.query(`delete from "availabilities" where "id" = (select max("id") from "availabilities")`)
    await client.end()
    const after = { tables: (await databaseFigures(target)).tables, files: manifest.files }
    expect(manifestDifferences(manifest, after)).toEqual([
      `table availabilities : ${manifest.tables.availabilities!.rows} lignes attendues, ${manifest.tables.availabilities!.rows - 1} trouvées`,
      // The groomer's kept first free slot follows their opening hours (a trigger ends it).
      'table groomer_first_free : contenu différent',
      'table users : contenu différent',
    ])

    // A database that has tables is never restored over.
    await expect(restore({ folder, databaseUrl: target, storageDir: restored })).rejects.toThrow(
      'La base cible n’est pas vide : restaurez dans une base neuve.',
    )
  }, 300_000)

  it('keeps the newest backups only', async () => {
    const into = path.join(work, 'kept')
    const storage = path.join(work, 'empty-site')
    mkdirSync(storage, { recursive: true })
    for (const day of [1, 2, 3])
      await backup({
        databaseUrl: source,
        storageDir: storage,
        into,
        keep: 2,
        now: new Date(`2026-11-0${day}T03:00:00Z`),
      })
    expect(readdirSync(into).sort()).toEqual(['toiletteurs-2026-11-02-030000', 'toiletteurs-2026-11-03-030000'])
    expect(pruneBackups(into, 1)).toEqual(['toiletteurs-2026-11-02-030000'])
  }, 120_000)
})
