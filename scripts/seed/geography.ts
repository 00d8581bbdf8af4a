/**
 * French departments and cities (communes of 20 000 inhabitants or more) from
 * @etalab/decoupage-administratif, written in bulk with SQL inside one transaction.
 * The rows are the ones Payload writes: `cities.search_name` comes from the normaliser the collection's
 * hook uses and the hasMany `postcodes` field goes to `cities_texts` (path 'postcodes', order from 1).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import type { Payload } from 'payload'

import { normaliseSearch } from '../../src/server/geography/searchName'
import { slugify, uniqueSlug } from './text'

export const MIN_CITY_POPULATION = 20_000

type RawDepartment = { code: string; nom: string; region?: string }
type RawCommune = {
  code: string
  nom: string
  type: string
  departement?: string
  zone?: string
  population?: number
  codesPostaux?: string[]
}

export type DepartmentRow = { code: string; name: string; uri: string; region: string | null }
export type CityRow = {
  inseeCode: string
  name: string
  uri: string
  departmentCode: string
  population: number
  postcodes: string[]
  metropolitan: boolean
}

const requireHere = createRequire(import.meta.url)
const readData = <T>(file: string): T =>
  JSON.parse(readFileSync(requireHere.resolve(`@etalab/decoupage-administratif/data/${file}`), 'utf8')) as T

export function loadDepartments(): DepartmentRow[] {
  const taken = new Set<string>()
  return readData<RawDepartment[]>('departements.json').map((d) => ({
    code: d.code,
    name: d.nom,
    uri: uniqueSlug(taken, slugify(d.nom), d.code),
    region: d.region ?? null,
  }))
}

/** Current communes with at least 20 000 inhabitants, in INSEE code order (slug ties go to the first). */
export function loadCities(): CityRow[] {
  const taken = new Set<string>()
  return readData<RawCommune[]>('communes.json')
    .filter((c) => c.type === 'commune-actuelle' && (c.population ?? 0) >= MIN_CITY_POPULATION && c.departement)
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((c) => ({
      inseeCode: c.code,
      name: c.nom,
      uri: uniqueSlug(taken, slugify(c.nom), c.departement),
      departmentCode: c.departement as string,
      population: c.population ?? 0,
      postcodes: c.codesPostaux ?? [],
      metropolitan: c.zone === 'metro',
    }))
}

export type GeographyResult = { departments: number; cities: number; cityRows: CityRow[] }

/** Inserts the missing departments and cities; returns how many were created. */
export async function seedGeography(payload: Payload): Promise<GeographyResult> {
  const departments = loadDepartments()
  const cityRows = loadCities()
  const client = await payload.db.pool.connect()
  try {
    const present = await client.query<{ departments: string; cities: string }>(
      `SELECT (SELECT count(*) FROM departments WHERE code = ANY($1::varchar[])) AS departments,
              (SELECT count(*) FROM cities WHERE insee_code = ANY($2::varchar[])) AS cities`,
      [departments.map((d) => d.code), cityRows.map((c) => c.inseeCode)],
    )
    const row = present.rows[0]
    if (Number(row?.departments) === departments.length && Number(row?.cities) === cityRows.length) {
      return { departments: 0, cities: 0, cityRows }
    }

    await client.query('BEGIN')
    const insertedDepartments = await client.query(
      `INSERT INTO departments (code, name, uri, region, updated_at, created_at)
       SELECT code, name, uri, region, now(), now()
       FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[]) AS t(code, name, uri, region)
       ON CONFLICT DO NOTHING`,
      [
        departments.map((d) => d.code),
        departments.map((d) => d.name),
        departments.map((d) => d.uri),
        departments.map((d) => d.region),
      ],
    )
    const insertedCities = await client.query<{ id: number; insee_code: string }>(
      `INSERT INTO cities (name, uri, insee_code, department_id, population, search_name, updated_at, created_at)
       SELECT t.name, t.uri, t.insee_code, d.id, t.population, t.search_name, now(), now()
       FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::numeric[], $6::varchar[])
         AS t(name, uri, insee_code, department_code, population, search_name)
       JOIN departments d ON d.code = t.department_code
       ON CONFLICT DO NOTHING
       RETURNING id, insee_code`,
      [
        cityRows.map((c) => c.name),
        cityRows.map((c) => c.uri),
        cityRows.map((c) => c.inseeCode),
        cityRows.map((c) => c.departmentCode),
        cityRows.map((c) => c.population),
        cityRows.map((c) => normaliseSearch(c.name)),
      ],
    )
    const byCode = new Map(cityRows.map((c) => [c.inseeCode, c]))
    const parents: number[] = []
    const orders: number[] = []
    const texts: string[] = []
    for (const { id, insee_code } of insertedCities.rows) {
      byCode.get(insee_code)?.postcodes.forEach((postcode, index) => {
        parents.push(id)
        orders.push(index + 1)
        texts.push(postcode)
      })
    }
    await client.query(
      `INSERT INTO cities_texts ("order", parent_id, path, text)
       SELECT o, p, 'postcodes', t FROM unnest($1::int[], $2::int[], $3::varchar[]) AS u(o, p, t)`,
      [orders, parents, texts],
    )
    await client.query('COMMIT')
    return { departments: insertedDepartments.rowCount ?? 0, cities: insertedCities.rowCount ?? 0, cityRows }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
