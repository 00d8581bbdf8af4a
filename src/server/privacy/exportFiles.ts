import { z } from 'zod'

import { type CsvCell, toCsv } from '../statistics/csv'

import type { PersonData } from './exportRows'

type Format = 'json' | 'csv'

/** `?format=json|csv` of a data export (JSON when absent). */
export const dataExportQuery = z.object({
  format: z.enum(['json', 'csv'], { error: 'Format : json ou csv.' }).default('json'),
})

/** The JSON download: `{ exporte_le, compte: {...}, animaux: [...], ... }`, one key per section. */
export function dataAsJson(data: PersonData): string {
  const [account, ...lists] = data.sections
  return JSON.stringify(
    {
      exporte_le: data.exportedAt,
      [account!.name]: account!.rows[0] ?? null,
      ...Object.fromEntries(lists.map((section) => [section.name, section.rows])),
    },
    null,
    2,
  )
}

/**
 * The CSV download: every value on its own line (rubrique, élément, champ, valeur), so sections
 * with different fields fit one file that French Excel opens; an empty section still has a line.
 */
export function dataAsCsv(data: PersonData): string {
  const lines: CsvCell[][] = [['export', 1, 'exporte_le', data.exportedAt]]
  for (const section of data.sections) {
    if (section.rows.length === 0) lines.push([section.name, null, null, null])
    section.rows.forEach((row, index) => {
      for (const [field, value] of Object.entries(row))
        lines.push([section.name, index + 1, field, typeof value === 'boolean' ? (value ? 'oui' : 'non') : value])
    })
  }
  return toCsv(['rubrique', 'element', 'champ', 'valeur'], lines)
}

/** `mes-donnees-2026-11-29.json`: plain ASCII, dated by the export. */
export const exportFileName = (data: PersonData, extension: Format) =>
  `mes-donnees-${data.exportedAt.slice(0, 10)}.${extension}`

/** The download of a person's data in `format`: never cached, saved under exportFileName. */
export function dataExportResponse(data: PersonData, format: Format): Response {
  const json = format === 'json'
  return new Response(json ? dataAsJson(data) : dataAsCsv(data), {
    headers: {
      'content-type': json ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${exportFileName(data, format)}"`,
      'cache-control': 'private, no-store',
    },
  })
}
