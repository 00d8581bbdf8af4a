/** An amount of cents written the French way (« -15,00 »): a value the program wrote, never guarded as a formula. */
export class CsvAmount {
  readonly text: string
  constructor(cents: number) {
    this.text = (cents / 100).toFixed(2).replace('.', ',')
  }
}

/** A cell: text, a number, an amount, or nothing (an empty cell). */
export type CsvCell = string | number | CsvAmount | null | undefined

/** The byte-order mark French Excel needs to read UTF-8 (accents). */
export const CSV_BOM = '\uFEFF'
/** What a spreadsheet would read as a formula (CSV injection, OWASP): such text gets a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (value instanceof CsvAmount) return value.text
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
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
