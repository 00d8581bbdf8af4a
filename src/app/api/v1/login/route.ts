import { z } from 'zod'

import { loginResponse } from '@/server/auth/routes'
import { parseJsonBody } from '@/server/http/responses'
import { clientIp } from '@/server/rateLimits'

const body = z.object({
  user: z.object({
    username: z.email('Veuillez saisir un e-mail valide.'),
    password: z.string().min(1, 'Le mot de passe est obligatoire.'),
  }),
})

/** Groomer login (spec section 7): `{user:{username,password}}`. */
export async function POST(request: Request) {
  const parsed = await parseJsonBody(request, body)
  if (!parsed.ok) return parsed.response
  return loginResponse('user', parsed.data.user.username, parsed.data.user.password, clientIp(request.headers))
}
