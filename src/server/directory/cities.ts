import { cache } from 'react'

import { getPayloadClient } from '../payload'
import { groomerCountsByCity } from './counts'
import { replicaRead } from '../db/readReplica'

export type DirectoryCity = { id: number; uri: string; name: string; departmentId: number; groomers: number }
export type DirectoryDepartment = { id: number; code: string; name: string; cities: DirectoryCity[] }

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** A city by its URI, as an anonymous visitor sees it; null when unknown. Once per request. */
export const findCityByUri = cache(async (uri: string) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'cities',
    overrideAccess: false,
    limit: 1,
    depth: 0,
    select: { uri: true, name: true, department: true, postcodes: true },
    where: { uri: { equals: uri } },
  })
  const city = docs[0]
  return city
    ? {
        id: city.id,
        uri: city.uri,
        name: city.name,
        departmentId: idOf(city.department),
        postcodes: city.postcodes ?? [],
      }
    : null
})

/** Every city that has published groomers, with their number, by name. */
export async function citiesWithGroomers(): Promise<DirectoryCity[]> {
  const counts = await groomerCountsByCity()
  if (counts.size === 0) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'cities',
    overrideAccess: false,
    pagination: false,
    depth: 0,
    sort: 'name',
    select: { uri: true, name: true, department: true },
    where: { id: { in: [...counts.keys()] } },
  })
  return docs.map((city) => ({
    id: city.id,
    uri: city.uri,
    name: city.name,
    departmentId: idOf(city.department),
    groomers: counts.get(city.id) ?? 0,
  }))
}

/** The departments that have groomers (by code), each with its cities that have groomers. */
async function readListDirectory(): Promise<DirectoryDepartment[]> {
  const cities = await citiesWithGroomers()
  if (cities.length === 0) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'departments',
    overrideAccess: false,
    pagination: false,
    depth: 0,
    sort: 'code',
    select: { code: true, name: true },
    where: { id: { in: [...new Set(cities.map((city) => city.departmentId))] } },
  })
  return docs.map((department) => ({
    id: department.id,
    code: department.code,
    name: department.name,
    cities: cities.filter((city) => city.departmentId === department.id),
  }))
}

/** Other cities of the same department that have groomers, the best served first. */
async function readNearbyCities(city: { id: number; departmentId: number }, limit = 8): Promise<DirectoryCity[]> {
  const cities = await citiesWithGroomers()
  return cities
    .filter((other) => other.id !== city.id && other.departmentId === city.departmentId)
    .sort((a, b) => b.groomers - a.groomers)
    .slice(0, limit)
}

/** The cities with the most groomers (suggestions when nothing is found nearby). */
async function readPopularCities(limit = 8): Promise<DirectoryCity[]> {
  const cities = await citiesWithGroomers()
  return [...cities].sort((a, b) => b.groomers - a.groomers).slice(0, limit)
}

/** Public data, the same for everybody: read from the replica when there is one. */
export const listDirectory = replicaRead(readListDirectory)

/** Public data, the same for everybody: read from the replica when there is one. */
export const nearbyCities = replicaRead(readNearbyCities)

/** Public data, the same for everybody: read from the replica when there is one. */
export const popularCities = replicaRead(readPopularCities)
