import type { z } from 'zod'

import type { AuthenticatedPerson } from '@/server/auth/tokens'
import { answerAvailabilities, REQUEST_NOT_FOUND, respondToProposal } from '@/server/booking/availabilityRequests'
import { answerBody, respondBody } from '@/server/booking/schemas'
import { ApiError } from '@/server/http/errors'
import { apiRoute, type Params } from '@/server/http/route'
import type { Attendee } from '@/payload-types'
import { jsonAnswer } from '@/server/http/jsonAnswer'

// Maps, not objects: an action named `toString` must find nothing.
const SESSIONS = new Map<string, 'groomer' | 'attendee'>([
  ['answer', 'groomer'],
  ['respond', 'attendee'],
])
const BODIES = new Map<string, z.ZodType<unknown>>([
  ['answer', answerBody],
  ['respond', respondBody],
])

/**
 * `POST /api/v1/availability-requests/{reference}/answer` `{start, note?}` by the groomer,
 * `POST /api/v1/availability-requests/{reference}/respond` `{accept}` by the attendee.
 */
export const POST = apiRoute(
  {
    session: ({ action }: Params) => SESSIONS.get(action!) ?? 'none',
    references: { reference: REQUEST_NOT_FOUND },
    body: ({ action }: Params) => BODIES.get(action!) ?? null,
  },
  async ({ params, person, references: { reference }, body }) => {
    if (params.action === 'answer') {
      const { request: saved } = await answerAvailabilities(
        person!,
        reference,
        body as Parameters<typeof answerAvailabilities>[2],
      )
      return jsonAnswer({ request: saved })
    }
    if (params.action === 'respond') {
      return jsonAnswer(
        await respondToProposal(
          person as AuthenticatedPerson & Attendee,
          reference,
          (body as { accept: boolean }).accept,
        ),
      )
    }
    throw new ApiError(404, 'Action inconnue.')
  },
)
