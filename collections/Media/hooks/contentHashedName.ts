import { createHash } from 'node:crypto'
import path from 'node:path'

import type { CollectionBeforeOperationHook } from 'payload'

/**
 * A file's name carries a hash of its bytes ("portrait-3f9a1c2b7e.png"): a media URL then never
 * changes content, so browsers may keep it for a year without asking again (Cache-Control
 * immutable, see the collection), even when a name is reused after a deletion.
 */
export const contentHashedName: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file?.data?.length) return args
  const hash = createHash('sha256').update(file.data).digest('hex').slice(0, 10)
  const extension = path.extname(file.name)
  const base = path.basename(file.name, extension).replace(/-[0-9a-f]{10}$/, '') || 'image'
  file.name = `${base}-${hash}${extension}`
  return args
}
