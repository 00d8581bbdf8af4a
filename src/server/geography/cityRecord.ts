import type { PayloadRequest } from 'payload'

import { slugify, uniqueSlug } from '../../lib/slug'
import { officialDepartment, type OfficialCommune } from './communes'

/**
 * The `cities` record of an official commune, created (with its department when missing) the
 * first time a groomer gives an address there: the seed only writes communes of 20,000
 * inhabitants or more. System writes: cities and departments are admin-only, and what is
 * written here comes from the official list, never from what the groomer typed.
 */
export async function cityForCommune(commune: OfficialCommune, req: PayloadRequest): Promise<number> {
  const { payload } = req
  const found = await payload.find({
    collection: 'cities',
    where: { inseeCode: { equals: commune.inseeCode } },
    limit: 1,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
    req,
  })
  if (found.docs[0]) return found.docs[0].id
  const department = await departmentFor(commune.departmentCode, req)
  const base = slugify(commune.name) || 'commune'
  const taken = await payload.find({
    collection: 'cities',
    where: { uri: { like: base } },
    pagination: false,
    depth: 0,
    select: { uri: true },
    overrideAccess: true,
    req,
  })
  const uri = uniqueSlug(new Set(taken.docs.map((city) => city.uri)), base, commune.departmentCode)
  const created = await payload.create({
    collection: 'cities',
    data: {
      name: commune.name,
      uri,
      inseeCode: commune.inseeCode,
      postcodes: commune.postcodes,
      department,
      population: commune.population,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return created.id
}

async function departmentFor(code: string, req: PayloadRequest): Promise<number> {
  const { payload } = req
  const found = await payload.find({
    collection: 'departments',
    where: { code: { equals: code } },
    limit: 1,
    depth: 0,
    select: { code: true },
    overrideAccess: true,
    req,
  })
  if (found.docs[0]) return found.docs[0].id
  const official = officialDepartment(code)
  const name = official?.name ?? code
  const taken = await payload.find({
    collection: 'departments',
    where: { uri: { like: slugify(name) } },
    pagination: false,
    depth: 0,
    select: { uri: true },
    overrideAccess: true,
    req,
  })
  const uri = uniqueSlug(new Set(taken.docs.map((d) => d.uri)), slugify(name) || code, code)
  const created = await payload.create({
    collection: 'departments',
    data: { code, name, uri, region: official?.region ?? null },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return created.id
}
