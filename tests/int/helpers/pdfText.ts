import { inflateSync } from 'node:zlib'

/** WinAnsi's bytes 0x80–0x9f that differ from Latin-1 (the ones a note uses). */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x92: '’', 0x85: '…', 0x96: '–', 0x97: '—' }

const decodeHex = (hex: string) =>
  (hex.replace(/\s/g, '').match(/../g) ?? [])
    .map((pair) => {
      const code = parseInt(pair, 16)
      return WIN_ANSI[code] ?? String.fromCharCode(code)
    })
    .join('')

/**
 * The text a PDF shows, in drawing order: each content stream inflated, each `<hex> Tj` (pdf-lib's
 * standard-font text) decoded from WinAnsi; one entry per text run.
 */
export function pdfTextRuns(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf)
  const runs: string[] = []
  let at = 0
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1')
    if (start < 0) break
    const bodyStart = raw[start + 6] === 0x0d ? start + 8 : start + 7
    const end = raw.indexOf('endstream', bodyStart, 'latin1')
    if (end < 0) break
    const body = raw.subarray(bodyStart, end)
    let content: string
    try {
      content = inflateSync(body).toString('latin1')
    } catch {
      content = body.toString('latin1')
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) runs.push(decodeHex(match[1]!))
    at = end + 9
  }
  return runs
}

export const pdfText = (pdf: Uint8Array) => pdfTextRuns(pdf).join('\n')
