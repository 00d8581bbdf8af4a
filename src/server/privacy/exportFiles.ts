import { type CsvCell, toCsv } from '../statistics/csv'

import type { OwnerData } from './ownerData'

/** The JSON download: `{ exporte_le, compte: {...}, animaux: [...], ... }`, one key per section. */
export function dataAsJson(data: OwnerData): string {
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
export function dataAsCsv(data: OwnerData): string {
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
export const exportFileName = (data: OwnerData, extension: 'json' | 'csv') =>
  `mes-donnees-${data.exportedAt.slice(0, 10)}.${extension}`
