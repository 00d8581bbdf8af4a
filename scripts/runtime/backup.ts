/**
 * `npm run backup` (dist/backup.mjs): the database (pg_dump, custom format), the uploaded files and
 * their manifest under BACKUP_DIR (default `backups/`), keeping the BACKUP_KEEP newest (14). Needs
 * DATABASE_URL and a pg_dump at least as new as the server (Debian's, or PG_BIN_DIR). Decision 0069.
 */
import path from 'node:path'

import { backup } from '../lib/backup'
import { loadDotEnv } from '../lib/environment'

async function main() {
  loadDotEnv()
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) throw new Error('DATABASE_URL est requis pour une sauvegarde.')
  const keep = Number(process.env.BACKUP_KEEP ?? 14)
  if (!Number.isInteger(keep) || keep < 1) throw new Error('BACKUP_KEEP : un nombre entier de sauvegardes, 1 ou plus.')
  const startedAt = performance.now()
  const { folder, manifest } = await backup({
    databaseUrl,
    storageDir: path.resolve(process.env.STORAGE_DIR || process.cwd()),
    into: path.resolve(process.env.BACKUP_DIR || 'backups'),
    keep,
  })
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0)
  console.log(
    `Sauvegarde écrite dans ${folder} : ${Object.keys(manifest.tables).length} tables, ${rows} lignes, ${Object.keys(manifest.files).length} fichiers (${((performance.now() - startedAt) / 1000).toFixed(1)} s).`,
  )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
