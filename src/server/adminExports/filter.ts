import type { Payload, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { z } from 'zod'

import { DomainError, INVALID_FIELDS } from '../domainErrors'
import { statusOf } from '../payloadRest/clientErrors'
import { SECRET_FIELD } from '../payloadRest/secretFields'
import type { ExportFile } from './files'

export const FILTER_REFUSED = 'Ce filtre ne peut pas être exporté : modifiez-le dans la liste puis réessayez.'

/** The list view's filter as its export link sends it: `where` as JSON, the search box's text. */
export const exportQuery = z.object({
  where: z.string().max(20_000).optional(),
  search: z.string().max(500).optional(),
})

export type ExportQuery = z.infer<typeof exportQuery>

function parsedWhere(text: string | undefined): Where {
  if (!text) return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new DomainError('invalid', INVALID_FIELDS, { fields: { where: 'Le filtre doit être un objet JSON.' } })
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new DomainError('invalid', INVALID_FIELDS, { fields: { where: 'Le filtre doit être un objet JSON.' } })
  // Payload's secret auth fields are never filtered on, as on Payload's REST (a filter on a hash leaks it).
  if (SECRET_FIELD.test(text)) throw new DomainError('invalid', INVALID_FIELDS, { fields: { where: FILTER_REFUSED } })
  return value as Where
}

/**
 * The rows the admin's list shows: its filter and its search, merged as the list view merges them
 * (the search looks in the collection's `listSearchableFields`, else its title). Which fields and
 * operators a filter may use is Payload's check when the rows are read (`isRefusedFilter`).
 */
export function listFilter(payload: Payload, file: ExportFile, query: ExportQuery): Where {
  const collectionConfig = payload.collections[file.collection].config
  return mergeListSearchAndWhere({
    collectionConfig,
    search: query.search?.trim() ?? '',
    where: parsedWhere(query.where),
  })
}

/**
 * A filter Payload or the database refuses: an unknown field or operator, a field the admin may not
 * query (Payload's 400 errors), text where a number goes (PostgreSQL's data exceptions).
 */
export const isRefusedFilter = (error: unknown): boolean =>
  (error as { status?: unknown } | null)?.status === 400 || statusOf(error) === 400
