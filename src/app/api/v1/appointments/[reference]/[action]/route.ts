import type { z } from 'zod'

import type { AuthenticatedPerson } from '@/server/auth/tokens'
import {
  APPOINTMENT_NOT_FOUND,
  CANCELLED_MESSAGE,
  cancelAppointment,
  postponeAppointment,
  refuseAppointment,
  validateAppointment,
} from '@/server/booking/lifecycle'
import { ownerAppointment } from '@/server/booking/ownerView'
import { cancelBody, postponeBody, refuseBody } from '@/server/booking/schemas'
import { ApiError } from '@/server/http/errors'
import { apiRoute, type Params } from '@/server/http/route'
import type { VisitStatus } from '@/server/appointments/visitSteps'
import { setVisitStatus, visitBody } from '@/server/visits/visitStatus'
import { chargeNoShowFee } from '@/server/noShows/fee'
import type { Attendee } from '@/payload-types'
import type { CancellationReason } from '@/lib/cancellationReasons'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const BY_ATTENDEE = ['cancel', 'postpone']
const BY_GROOMER = ['validate', 'refuse', 'visit', 'no-show-fee']
// A Map, not an object: an action named `toString` must find nothing.
const BODIES = new Map<
  string,
  z.ZodType<
    | { start?: string; reason?: string; note?: string; status?: VisitStatus; expected?: VisitStatus | 'none' }
    | undefined
  >
>([
  ['cancel', cancelBody],
  ['postpone', postponeBody],
  ['refuse', refuseBody],
  ['visit', visitBody],
])

const sessionFor = ({ action }: Params) =>
  BY_ATTENDEE.includes(action!) ? 'attendee' : BY_GROOMER.includes(action!) ? 'groomer' : 'none'

/**
 * `POST /api/v1/appointments/{reference}/{cancel|postpone}` by its attendee,
 * `POST /api/v1/appointments/{reference}/{validate|refuse}` by its groomer, and
 * `POST /api/v1/appointments/{reference}/visit` `{status: arrived|ready|finished|no_show, expected?}` for the pet's day
 * (`expected`: the step the groomer saw, `none` for none; another one since is a 409),
 * `POST /api/v1/appointments/{reference}/no-show-fee`: « Facturer » the fee agreed at booking (issue 33).
 */
export const POST = apiRoute(
  {
    session: sessionFor,
    references: { reference: APPOINTMENT_NOT_FOUND },
    body: ({ action }: Params) => BODIES.get(action!) ?? null,
  },
  async ({ params, person, references: { reference }, body }) => {
    switch (params.action) {
      case 'cancel': {
        const why = body?.reason ? { reason: body.reason as CancellationReason, note: body.note ?? null } : undefined
        const appointment = await cancelAppointment(
          person as AuthenticatedPerson & Attendee,
          reference,
          new Date(),
          why,
        )
        return jsonAnswer({ appointment: ownerAppointment(appointment), message: CANCELLED_MESSAGE })
      }
      case 'postpone':
        return jsonAnswer({
          appointment: ownerAppointment(
            await postponeAppointment(person as AuthenticatedPerson & Attendee, reference, body!.start!),
          ),
        })
      case 'validate':
        return jsonAnswer({ appointment: await validateAppointment(person!, reference) })
      case 'refuse':
        return jsonAnswer({ appointment: await refuseAppointment(person!, reference, body!.reason!) })
      case 'visit':
        return jsonAnswer({
          appointment: await setVisitStatus(person!, reference, body!.status!, new Date(), body!.expected),
        })
      case 'no-show-fee':
        return jsonAnswer({ fee: await chargeNoShowFee(person!.id, reference) })
      default:
        throw new ApiError(404, 'Action inconnue.')
    }
  },
)
