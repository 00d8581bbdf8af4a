import { z } from 'zod'

import { NEARBY_LIMIT, NEARBY_RADII_KM, nearestGroomers } from '@/server/directory/nearby'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

const coordinate = (limit: number, label: string) =>
  z.coerce
    .number({ error: `${label} : un nombre est attendu.` })
    .min(-limit, `${label} : entre -${limit} et ${limit}.`)
    .max(limit, `${label} : entre -${limit} et ${limit}.`)

const querySchema = z.object({
  lat: coordinate(90, 'Latitude'),
  lng: coordinate(180, 'Longitude'),
  radiusKm: z.coerce
    .number()
    .refine((value) => (NEARBY_RADII_KM as readonly number[]).includes(value), {
      error: `Rayon : ${[...NEARBY_RADII_KM].sort((a, b) => a - b).join(', ')} km.`,
    })
    .default(NEARBY_RADII_KM[0]),
  limit: z.coerce
    .number()
    .int(`Nombre de résultats : de 1 à ${NEARBY_LIMIT}.`)
    .min(1, `Nombre de résultats : de 1 à ${NEARBY_LIMIT}.`)
    .max(NEARBY_LIMIT, `Nombre de résultats : de 1 à ${NEARBY_LIMIT}.`)
    .default(20),
})

/**
 * « Autour de moi » as data: `{ groomers: [{ uri, name, address, postcode, city, position,
 * distanceMeters }] }`, the published groomers within `radiusKm` of `lat`,`lng`, nearest first.
 */
export const GET = apiRoute({ session: 'none', query: querySchema, reads: 'replica' }, async ({ query }) => {
  const hits = await nearestGroomers({ lat: query.lat, lng: query.lng }, query.radiusKm * 1000, query.limit)
  return jsonAnswer({
    groomers: hits.map((hit) => ({
      uri: hit.uri,
      name: hit.name,
      address: hit.address,
      postcode: hit.postcode,
      city: hit.cityName,
      position: hit.position,
      distanceMeters: hit.meters,
    })),
  })
})
