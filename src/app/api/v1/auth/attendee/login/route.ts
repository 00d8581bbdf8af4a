import { z } from 'zod'

import { loginResponse } from '@/server/auth/routes'
import { parseJsonBody } from '@/server/http/responses'
import { clientIp } from '@/server/rateLimits'

const body = z.object({
  email: z.email('Veuillez saisir un e-mail valide.'),
  password: z.string().min(1, 'Le mot de passe est obligatoire.'),
})

/** Attendee login (spec section 7): `{email,password}`. */
export async function POST(request: Request) {
  const parsed = await parseJsonBody(request, body)
  if (!parsed.ok) return parsed.response
  return loginResponse('attendee', parsed.data.email, parsed.data.password, clientIp(request.headers))
}
