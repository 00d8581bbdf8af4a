import { z } from 'zod'

import { actionLinkQuery } from '@/server/notifications/actionLinks'
import { performActionLink } from '@/server/booking/eventAction'
import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const REASON_NEEDED = 'Indiquez la raison du refus (3 caractères au moins).'

const actionBody = actionLinkQuery
  .extend({ reason: z.string().trim().max(500, 'La raison est trop longue.').optional() })
  .superRefine((value, context) => {
    if (value.action === 'refuser' && (value.reason ?? '').length < 3)
      context.addIssue({ code: 'custom', path: ['reason'], message: REASON_NEEDED })
  })

/**
 * `POST /api/v1/event-action` with the signed link's `{ref, action, exp, sig}` (and `reason` to
 * refuse): the groomer's one-click answer from their e-mail. No session: the signature is the proof.
 */
export const POST = apiRoute({ session: 'none', body: actionBody }, async ({ body }) => {
  const { reason, ...link } = body
  const result = await performActionLink(link, reason)
  if (!result.ok) throw new ApiError(result.status, result.error, result.fields)
  return jsonAnswer({
    message: result.message,
    appointment: { reference: result.appointment.reference, status: result.appointment.status },
  })
})
