import { sql } from '@payloadcms/db-postgres'

/** Mean radius of the Earth (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180

export type Place = { lat: number; lng: number }

/**
 * The latitude and longitude bounds of every place within `radiusMeters` of `place`: the box the
 * index narrows to before the exact distance. Its east-west half-width is taken at its latitude
 * nearest a pole, where a degree of longitude is shortest. (The antimeridian is not crossed:
 * no French commune is within 100 km of it.)
 */
export function boundingBox({ lat, lng }: Place, radiusMeters: number) {
  const halfHeight = radiusMeters / METRES_PER_DEGREE
  const poleward = Math.min(89.9, Math.abs(lat) + halfHeight)
  const halfWidth = Math.min(180, radiusMeters / (METRES_PER_DEGREE * Math.cos((poleward * Math.PI) / 180)))
  return { south: lat - halfHeight, north: lat + halfHeight, west: lng - halfWidth, east: lng + halfWidth }
}

/** The search's one statement (nearestGroomers; its plan is checked in tests/int/nearby.test.ts). */
export function nearestGroomersStatement(place: Place, radiusMeters: number, limit: number) {
  const { south, north, west, east } = boundingBox(place, radiusMeters)
  return sql`
    select * from (
      select u."id", u."uri", u."display_name" as "name", u."address", u."postcode", c."name" as "cityName",
        u."latitude"::float8 as "lat", u."longitude"::float8 as "lng",
        round(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
          power(sin(radians(u."latitude"::float8 - ${place.lat}::float8) / 2), 2)
          + cos(radians(${place.lat}::float8)) * cos(radians(u."latitude"::float8))
            * power(sin(radians(u."longitude"::float8 - ${place.lng}::float8) / 2), 2)))))::int as "meters"
      from "users" u left join "cities" c on c."id" = u."city_id"
      where u."published"
        and point(u."longitude"::float8, u."latitude"::float8)
          <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))
    ) near
    where "meters" <= ${radiusMeters}::int
    order by "meters", "id"
    limit ${limit}::int`
}
