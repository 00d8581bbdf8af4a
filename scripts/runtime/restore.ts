/**
 * `npm run restore -- <dossier de sauvegarde>` (dist/restore.mjs): restores a backup of `npm run
 * backup` into the empty database at DATABASE_URL and its files under STORAGE_DIR, then checks
 * both against the backup's manifest (exit 1 on any difference). Decision 0069.
 */
import path from 'node:path'

import { restore } from '../lib/backup'
import { loadDotEnv } from '../lib/environment'

async function main() {
  loadDotEnv()
  const databaseUrl = process.env.DATABASE_URL
  const folder = process.argv[2]
  if (!databaseUrl) throw new Error('DATABASE_URL est requis : la base neuve où restaurer.')
  if (!folder) throw new Error('Indiquez le dossier de la sauvegarde : npm run restore -- backups/toiletteurs-…')
  const startedAt = performance.now()
  const { manifest, differences } = await restore({
    folder: path.resolve(folder),
    databaseUrl,
    storageDir: path.resolve(process.env.STORAGE_DIR || process.cwd()),
  })
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  if (differences.length > 0) {
    console.error(`Restauration NON conforme au manifeste (${seconds} s) :\n- ${differences.join('\n- ')}`)
    process.exit(1)
  }
  console.log(
    `Restauration vérifiée en ${seconds} s : ${Object.keys(manifest.tables).length} tables et ${Object.keys(manifest.files).length} fichiers identiques au manifeste du ${manifest.createdAt}.`,
  )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
