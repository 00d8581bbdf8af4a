/** The speciality reference list (Toilettage chien, Tonte, NAC…), matched on `uri`. */
import type { Payload } from 'payload'

import { SPECIALITIES } from './catalog'
import { ensureByKey, type EnsureResult } from './upsert'

export const seedSpecialities = (payload: Payload): Promise<EnsureResult> =>
  ensureByKey(
    payload,
    'specialities',
    'uri',
    SPECIALITIES.map((s) => ({ key: s.uri, data: { name: s.name, uri: s.uri, description: s.description } })),
  )
