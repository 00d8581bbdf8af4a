import { z } from 'zod'

import type { Attendee } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { attendeeOfStopToken } from './links'

/** `PUT /api/v1/attendees/{id}/rebooking-reminders`. */
export const remindersBody = z.object({
  enabled: z.boolean({ error: 'Indiquez si vous souhaitez recevoir les rappels.' }),
})

/** Turns the owner's rebooking reminders on or off, as them. */
export async function setRebookingReminders(
  attendee: AuthenticatedPerson & Attendee,
  enabled: boolean,
): Promise<boolean> {
  const payload = await getPayloadClient()
  const saved = await payload.update({
    collection: 'attendees',
    id: attendee.id,
    data: { rebookingReminders: enabled },
    depth: 0,
    user: attendee,
    overrideAccess: false,
    select: { rebookingReminders: true },
  })
  return saved.rebookingReminders !== false
}

/** The "stop" link of a reminder: turns that owner's reminders off; false when the link is not ours. */
export async function stopRemindersByToken(token: string | null | undefined): Promise<boolean> {
  const id = attendeeOfStopToken(token)
  if (!id) return false
  const payload = await getPayloadClient()
  // The signed link is the owner's proof (they are not signed in): one field, nothing else, is written.
  const { docs } = await payload.update({
    collection: 'attendees',
    where: { id: { equals: id } },
    data: { rebookingReminders: false },
    depth: 0,
    overrideAccess: true,
    select: { rebookingReminders: true },
  })
  return docs.length === 1
}
