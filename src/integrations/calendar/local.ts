import type { Payload } from 'payload'

/** What the site's own agenda needs of an appointment: one entry per confirmed appointment. */
export type CalendarEntryInput = {
  groomerId: number
  appointmentId: number
  title: string
  start: string
  end: string
  location?: string | null
}

/**
 * The site's own agenda: entries in the `calendar-entries` collection. It is not an outside
 * calendar (those are the port's providers, ./port.ts); calendarSync pushes appointments to them.
 */
export type LocalCalendar = {
  createEntry(entry: CalendarEntryInput): Promise<{ externalId: string }>
  cancelEntry(appointmentId: number): Promise<void>
}

export const localCalendar = (getPayload: () => Promise<Payload>): LocalCalendar => ({
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
