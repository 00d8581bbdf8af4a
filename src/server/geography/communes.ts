import { readFileSync } from 'node:fs'
import path from 'node:path'

import { normaliseSearch } from './searchName'

/** A current French commune of the official list (@etalab/decoupage-administratif). */
export type OfficialCommune = {
  inseeCode: string
  name: string
  departmentCode: string
  population: number
  postcodes: string[]
}
export type OfficialDepartment = {
  code: string
  name: string
  region: string | null
}

type RawCommune = {
  code: string
  nom: string
  type: string
  departement?: string
  population?: number
  codesPostaux?: string[]
}
type RawDepartment = { code: string; nom: string; region?: string }

/**
 * Read from disk at run time, never bundled (8.6 MB): from the project's folder, or the standalone
 * server's, which chdirs to itself and gets the files through `outputFileTracingIncludes` (next.config.ts).
 * Not `require.resolve`: the bundler turns it into a module id.
 */
const DATA_DIR = path.join(process.cwd(), 'node_modules', '@etalab', 'decoupage-administratif', 'data')
const readData = <T>(file: string): T => JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T

let byPostcode: Map<string, OfficialCommune[]> | null = null
let departments: Map<string, OfficialDepartment> | null = null

/** The official list indexed by postcode, read once per process (about 35,000 communes). */
function postcodeIndex(): Map<string, OfficialCommune[]> {
  if (byPostcode) return byPostcode
  const index = new Map<string, OfficialCommune[]>()
  for (const raw of readData<RawCommune[]>('communes.json')) {
    if (raw.type !== 'commune-actuelle' || !raw.departement) continue
    const commune = {
      inseeCode: raw.code,
      name: raw.nom,
      departmentCode: raw.departement,
      population: raw.population ?? 0,
      postcodes: raw.codesPostaux ?? [],
    }
    for (const postcode of commune.postcodes) index.set(postcode, [...(index.get(postcode) ?? []), commune])
  }
  byPostcode = index
  return index
}

/** The communes that use this postcode (several share one in the countryside), by name. */
export function communesOfPostcode(postcode: string): OfficialCommune[] {
  return [...(postcodeIndex().get(postcode.trim()) ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'fr'))
}

/** The commune of this postcode whose name matches `name` (accents, case and dashes aside), if any. */
export function communeOf(postcode: string, name: string): OfficialCommune | null {
  const wanted = normaliseSearch(name)
  return communesOfPostcode(postcode).find((commune) => normaliseSearch(commune.name) === wanted) ?? null
}

export function officialDepartment(code: string): OfficialDepartment | null {
  if (!departments) {
    departments = new Map(
      readData<RawDepartment[]>('departements.json').map((d) => [
        d.code,
        { code: d.code, name: d.nom, region: d.region ?? null },
      ]),
    )
  }
  return departments.get(code) ?? null
}
