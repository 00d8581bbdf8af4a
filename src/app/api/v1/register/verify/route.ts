import { verifyRegister } from '@/server/checkout/verify'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `GET /api/v1/register/verify`: whether the groomer's register chain holds (and the first note that breaks it). */
export const GET = apiRoute({ session: 'groomer' }, async ({ person }) =>
  jsonAnswer({ check: await verifyRegister(person.id) }),
)
