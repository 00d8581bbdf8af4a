import { sql } from '@payloadcms/db-postgres'

/** Mean radius of the Earth (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8

export type Place = { lat: number; lng: number }
type Vector = [number, number, number]

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** A place as a point on the unit sphere (x towards Greenwich on the equator, z towards the North Pole). */
export function unitVector({ lat, lng }: Place): Vector {
  return [
    Math.cos(radians(lat)) * Math.cos(radians(lng)),
    Math.cos(radians(lat)) * Math.sin(radians(lng)),
    Math.sin(radians(lat)),
  ]
}

/** The straight-line distance through the unit sphere between two places `meters` apart on its surface. */
export const chordOf = (meters: number) => 2 * Math.sin(Math.min(Math.PI / 2, meters / (2 * EARTH_RADIUS_M)))

/**
 * A groomer's position on the unit sphere: the expression of the GiST index users_published_sphere_idx
 * (migration 20261203_090000), spelled the same so that the planner uses it.
 */
const SPHERE = sql`cube(array[
  cos(radians(u."latitude"::float8)) * cos(radians(u."longitude"::float8)),
  cos(radians(u."latitude"::float8)) * sin(radians(u."longitude"::float8)),
  sin(radians(u."latitude"::float8))])`

const array = (v: Vector) => sql`array[${v[0]}::float8, ${v[1]}::float8, ${v[2]}::float8]`

/**
 * The search's one statement (nearestGroomers; its plan is checked in tests/int/nearby.test.ts).
 * The index hands out the published groomers nearest first (`<->`, the straight line through the
 * sphere, grows with the great-circle distance), inside the cube around the place that holds every
 * point within the radius (so a search in the countryside stops at its edge); only `limit` rows are
 * read, the distance computed once per row (its chord) and ordered on by its name.
 */
export function nearestGroomersStatement(place: Place, radiusMeters: number, limit: number) {
  const centre = unitVector(place)
  const chord = chordOf(radiusMeters)
  return sql`
    select "id", "uri", "name", "address", "postcode", "cityName", "lat", "lng",
      round(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, "chord" / 2)))::int as "meters"
    from (
      select u."id", u."uri", u."display_name" as "name", u."address", u."postcode", c."name" as "cityName",
        u."latitude"::float8 as "lat", u."longitude"::float8 as "lng",
        ${SPHERE} <-> cube(${array(centre)}) as "chord"
      from "users" u left join "cities" c on c."id" = u."city_id"
      where u."published" and u."latitude" is not null and u."longitude" is not null
        and ${SPHERE} <@ cube(${array(centre.map((x) => x - chord) as Vector)}, ${array(centre.map((x) => x + chord) as Vector)})
      order by "chord"
      limit ${limit}::int
    ) near
    -- Within the radius once rounded to the metre, as the distance shown.
    where "chord" < ${chordOf(radiusMeters + 0.5)}::float8
    order by "meters", "id"`
}
