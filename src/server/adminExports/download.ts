import { DateTime } from 'luxon'

import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { getPayloadClient } from '../payload'
import { EXPORT_FILES, type ExportName } from './files'
import { FILTER_REFUSED, isRefusedFilter, listFilter, type ExportQuery } from './filter'
import { exportStream } from './stream'

export const EXPORT_NOT_FOUND = 'Cet export n’existe pas.'

/** `groomers.csv` → `groomers`; any other name is a 404. */
export function exportNameOf(file: string): ExportName {
  const name = file.endsWith('.csv') ? file.slice(0, -'.csv'.length) : ''
  if (!Object.hasOwn(EXPORT_FILES, name)) throw new DomainError('not_found', EXPORT_NOT_FOUND)
  return name as ExportName
}

/** `toiletteurs_2026-07-01.csv`: the file's name with the day of the export (Paris). */
const datedFilename = (filename: string, now: Date) =>
  filename.replace(/\.csv$/, `_${DateTime.fromJSDate(now, { zone: 'Europe/Paris' }).toFormat('yyyy-MM-dd')}.csv`)

/** The admin's download of one list, filtered as their list is (`where`, `search`), streamed page by page. */
export async function adminExport(
  admin: AuthenticatedPerson,
  name: ExportName,
  query: ExportQuery,
): Promise<{ body: ReadableStream<Uint8Array>; filename: string }> {
  const payload = await getPayloadClient()
  const file = EXPORT_FILES[name]
  const filter = listFilter(payload, file, query)
  try {
    const body = await exportStream(payload, file, admin, filter)
    return { body, filename: datedFilename(file.filename, new Date()) }
  } catch (error) {
    if (isRefusedFilter(error)) throw new DomainError('invalid', FILTER_REFUSED, { fields: { where: FILTER_REFUSED } })
    throw error
  }
}
