import { createMotive, listOwnMotives } from '@/server/groomerSettings/motives'
import { motiveBody } from '@/server/groomerSettings/schemas'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `GET /api/v1/motives`: the signed-in groomer's motives, `{motives}`. */
export const GET = apiRoute({ session: 'groomer' }, async ({ person }) =>
  jsonAnswer({ motives: await listOwnMotives(person) }),
)

/** `POST /api/v1/motives` with a motive: `201 {motive}`. */
export const POST = apiRoute({ session: 'groomer', body: motiveBody }, async ({ person, body }) =>
  jsonAnswer({ motive: await createMotive(person, body) }, { status: 201 }),
)
