import type { sql } from '@payloadcms/db-postgres'

import { getPayloadClient } from '../payload'

/** A row of one section of an export: field name → value as stored (text, number, boolean, date or nothing). */
export type ExportRow = Record<string, string | number | boolean | null>

/** A person's data, section by section, with French section names (the export's files). */
export type PersonData = {
  exportedAt: string
  sections: { name: string; rows: ExportRow[] }[]
}

/** PostgreSQL's numeric and bigint, which node-postgres hands over as text. */
const NUMBER_TYPES = new Set([1700, 20])

/** Runs a read and gives its rows as export rows: numbers as numbers, dates as ISO text, objects as JSON text. */
export async function exportRows(query: ReturnType<typeof sql>): Promise<ExportRow[]> {
  const payload = await getPayloadClient()
  const { rows, fields = [] } = (await payload.db.drizzle.execute(query)) as {
    rows: Record<string, unknown>[]
    fields?: { name: string; dataTypeID: number }[]
  }
  const numbers = new Set(fields.filter((field) => NUMBER_TYPES.has(field.dataTypeID)).map((field) => field.name))
  const valueOf = (key: string, value: unknown): ExportRow[string] => {
    if (value === null || value === undefined) return null
    if (numbers.has(key)) return Number(value)
    if (value instanceof Date) return value.toISOString()
    if (typeof value === 'object') return JSON.stringify(value)
    return value as ExportRow[string]
  }
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, valueOf(key, value)])))
}
