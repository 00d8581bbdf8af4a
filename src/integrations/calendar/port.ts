/** What the app needs from a groomer's calendar: one entry per confirmed appointment. */
export type CalendarEntryInput = {
  groomerId: number
  appointmentId: number
  title: string
  start: string
  end: string
  location?: string | null
}

export interface CalendarPort {
  readonly name: 'local' | 'google' | 'microsoft' | 'apple'
  createEntry(entry: CalendarEntryInput): Promise<{ externalId: string }>
  cancelEntry(appointmentId: number): Promise<void>
}
