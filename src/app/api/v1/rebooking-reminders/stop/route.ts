import { z } from 'zod'

import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'
import { stopRemindersByToken } from '@/server/rebooking/preferences'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const INVALID_LINK = 'Ce lien n’est pas valide. Vous pouvez couper les rappels depuis votre profil.'
const stopBody = z.object({ jeton: z.string({ error: INVALID_LINK }).max(80, INVALID_LINK) })

/**
 * `POST /api/v1/rebooking-reminders/stop` with the `jeton` of a reminder's link: turns that owner's
 * rebooking reminders off. No session: the signature is the proof.
 */
export const POST = apiRoute({ session: 'none', body: stopBody }, async ({ body }) => {
  if (!(await stopRemindersByToken(body.jeton))) throw new ApiError(400, INVALID_LINK, { jeton: INVALID_LINK })
  return jsonAnswer({ stopped: true })
})
