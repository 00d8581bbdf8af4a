import { z } from 'zod'

import { searchCities } from '@/server/directory/search'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

const querySchema = z.object({
  q: z
    .string({ error: 'Saisissez le début du nom d’une ville ou d’un code postal.' })
    .trim()
    .min(1, 'Saisissez le début du nom d’une ville ou d’un code postal.')
    .max(80, 'La recherche ne peut pas dépasser 80 caractères.'),
})

/** City autocomplete: `{ cities: [{ uri, name, postcode, department, groomers }] }`, at most 10. */
export const GET = apiRoute({ session: 'none', query: querySchema, reads: 'replica' }, async ({ query }) =>
  jsonAnswer({ cities: await searchCities(query.q) }),
)
