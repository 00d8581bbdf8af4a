import type { Attendee } from '@/payload-types'
import type { AuthenticatedPerson } from '@/server/auth/tokens'
import { ownerAppointment } from '@/server/booking/ownerView'
import { deferAfterResponse, leaveToJobs } from '@/server/http/deferAfterResponse'
import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'
import { claimHold, HOLD_NOT_FOUND, ownHold } from '@/server/waitlist/claim'
import { claimBody } from '@/server/waitlist/schemas'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/

function tokenOf(value: string | undefined): string {
  if (!value || !TOKEN.test(value)) throw new ApiError(404, HOLD_NOT_FOUND)
  return value
}

/** `GET /api/v1/waitlist/holds/{token}`: the slot held for the signed-in owner, `{hold}`. */
export const GET = apiRoute({ session: 'attendee' }, async ({ person, params }) => {
  const hold = await ownHold(person, tokenOf(params.token))
  return jsonAnswer({
    hold: {
      groomer: hold.groomer,
      motive: hold.motive,
      start: hold.start,
      end: hold.end,
      expiresAt: hold.expiresAt,
      status: hold.status,
    },
  })
})

/** `POST /api/v1/waitlist/holds/{token}` `{pet, note}`: books the held slot, `201 {appointment}`; 409 once it is no longer held. */
export const POST = apiRoute({ session: 'attendee', body: claimBody }, async ({ person, params, body }) => {
  const appointment = await claimHold(
    person as AuthenticatedPerson & Attendee,
    tokenOf(params.token),
    body,
    new Date(),
    { defer: deferAfterResponse, followUp: leaveToJobs, push: deferAfterResponse },
  )
  return jsonAnswer(
    { appointment: ownerAppointment(appointment), guarantee: appointment.guarantee ?? null },
    { status: 201 },
  )
})
