import { z } from 'zod'

import { futureEventCounts, NotAllowedIds } from '@/server/appointments/futureCount'
import { NOT_YOUR_ACCOUNT } from '@/server/appointments/errors'
import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const INVALID_GROOMER = 'Identifiant de toiletteur invalide.'
const groomerId = z.coerce
  .number({ error: INVALID_GROOMER })
  .int(INVALID_GROOMER)
  .positive(INVALID_GROOMER)
  .max(2_147_483_647, INVALID_GROOMER)

/** `ids[]=1&ids[]=2` (or a single `ids=1`): at most the size of a practice. */
const countQuery = z.object({
  ids: z
    .preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z.array(groomerId).max(50, 'Au plus 50 toiletteurs à la fois.'),
    )
    .default([]),
})

/** `GET /api/v1/users/{_id}/events-futur-count?ids[]=…`: `{u_f_e_c: [{user, count}], count}` (spec section 7). */
export const GET = apiRoute(
  {
    session: 'groomer',
    prepare: ({ person, params }) => {
      if (String(person.id) !== params.id) throw new ApiError(403, NOT_YOUR_ACCOUNT)
    },
    query: countQuery,
  },
  async ({ person, query }) => {
    try {
      return jsonAnswer(await futureEventCounts(person, query.ids, new Date()), {
        headers: { 'cache-control': 'no-store' },
      })
    } catch (error) {
      if (error instanceof NotAllowedIds) throw new ApiError(403, error.message, { ids: error.message })
      throw error
    }
  },
)
