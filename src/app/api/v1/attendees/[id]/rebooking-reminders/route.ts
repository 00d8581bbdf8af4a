import { ATTENDEE_NOT_FOUND, requireSelf } from '@/server/booking/attendee'
import { apiRoute } from '@/server/http/route'
import { remindersBody, setRebookingReminders } from '@/server/rebooking/preferences'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `PUT /api/v1/attendees/{id}/rebooking-reminders`: turns the owner's grooming reminders on or off. */
export const PUT = apiRoute(
  {
    session: 'attendee',
    ids: { id: ATTENDEE_NOT_FOUND },
    prepare: ({ person, params }) => requireSelf(person, params.id!),
    body: remindersBody,
  },
  async ({ prepared: attendee, body }) => jsonAnswer({ enabled: await setRebookingReminders(attendee, body.enabled) }),
)
