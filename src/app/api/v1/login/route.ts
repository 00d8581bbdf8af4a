import { z } from 'zod'

import { loginResponse } from '@/server/http/authRoutes'
import { apiRoute } from '@/server/http/route'
import { clientIp } from '@/server/rateLimits'

const body = z.object({
  user: z.object({
    username: z.email('Veuillez saisir un e-mail valide.'),
    password: z.string().min(1, 'Le mot de passe est obligatoire.'),
  }),
})

/** Groomer login (spec section 7): `{user:{username,password}}`. */
export const POST = apiRoute({ session: 'none', body }, ({ request, body }) =>
  loginResponse('groomer', body.user.username, body.user.password, clientIp(request.headers)),
)
