import { createHash } from 'node:crypto'

/** The hash before a groomer's first record. */
export const GENESIS = '0'.repeat(64)

/** JSON with keys in a fixed order at every depth: the same record always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * A record's link in its groomer's chain: SHA-256 of the previous link and of everything the record
 * stores. Editing any stored value, deleting a record or inserting one breaks every later link.
 */
export const chainHash = (previousHash: string, record: unknown): string =>
  createHash('sha256')
    .update(`${previousHash}\n${canonicalJson(record)}`)
    .digest('hex')
