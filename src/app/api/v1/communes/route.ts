import { z } from 'zod'

import { communesOfPostcode } from '@/server/geography/communes'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const query = z.object({
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Un code postal français de 5 chiffres (par exemple 75011).'),
})

/** `GET /api/v1/communes?postcode=29690`: the official communes of a postcode, for the groomer's address form. */
export const GET = apiRoute({ session: 'groomer', query }, ({ query: { postcode } }) =>
  jsonAnswer({
    communes: communesOfPostcode(postcode).map((commune) => commune.name),
  }),
)
