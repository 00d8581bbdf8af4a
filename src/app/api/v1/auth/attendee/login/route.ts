import { z } from 'zod'

import { loginResponse } from '@/server/http/authRoutes'
import { apiRoute } from '@/server/http/route'
import { clientIp } from '@/server/rateLimits'

const body = z.object({
  email: z.email('Veuillez saisir un e-mail valide.'),
  password: z.string().min(1, 'Le mot de passe est obligatoire.'),
})

/** Attendee login (spec section 7): `{email,password}`. */
export const POST = apiRoute({ session: 'none', body }, ({ request, body }) =>
  loginResponse('attendee', body.email, body.password, clientIp(request.headers)),
)
