/** A cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined

/** The byte-order mark French Excel needs to read UTF-8 (accents). */
export const CSV_BOM = '\uFEFF'
/** What a spreadsheet would read as a formula (CSV injection, OWASP): such text gets a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/
/** A number written the French way (« -15,00 »): a value, not a formula, whatever its sign. */
const FRENCH_NUMBER = /^-?\d+(,\d+)?$/
const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text) && !FRENCH_NUMBER.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * A CSV file as French Excel opens it: UTF-8 with a BOM (accents), `;` between cells (the comma
 * is the decimal mark), CRLF line ends, a header line first.
 */
export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  return CSV_BOM + [header, ...rows].map(csvLine).join('')
}

/** One line of such a file, with its CRLF (for files written a page of rows at a time). */
export const csvLine = (cells: readonly CsvCell[]): string => cells.map(csvCell).join(';') + '\r\n'

/** The headers of a CSV download named `filename` (plain ASCII, so no RFC 5987 variant is needed). */
export const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
})
