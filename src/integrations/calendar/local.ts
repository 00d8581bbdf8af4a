import type { Payload } from 'payload'

import type { CalendarPort } from './port'

/**
 * The site's own agenda: entries in the `calendar-entries` collection. The outside calendars
 * (Google, Microsoft, Apple) push these entries once a groomer connects one.
 */
export const localCalendar = (getPayload: () => Promise<Payload>): CalendarPort => ({
  name: 'local',
  async createEntry(entry) {
    const payload = await getPayload()
    // System write: the booking service already checked who validated the appointment.
    const doc = await payload.create({
      collection: 'calendar-entries',
      overrideAccess: true,
      data: {
        groomer: entry.groomerId,
        appointment: entry.appointmentId,
        title: entry.title,
        start: entry.start,
        end: entry.end,
        location: entry.location ?? undefined,
        provider: 'local',
      },
    })
    return { externalId: `local-${doc.id}` }
  },
  async cancelEntry(appointmentId) {
    const payload = await getPayload()
    // System write: mirrors a cancellation the booking service has already allowed.
    await payload.update({
      collection: 'calendar-entries',
      overrideAccess: true,
      where: { appointment: { equals: appointmentId } },
      data: { cancelled: true },
    })
  },
})
