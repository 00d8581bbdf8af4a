import type { Appointment, User } from '@/payload-types'

export const DEFAULT_NOTICE_HOURS = 24
const HOUR_MS = 3_600_000

export type AppointmentRules = {
  canCancel: boolean
  canPostpone: boolean
  insideNoticeWindow: boolean
  noticeHours: number
  groomerPhone: string | null
}

const isActive = (status: Appointment['status']) => status === 'pending' || status === 'confirmed'

/**
 * What the attendee may still do online: a request waiting for validation can always be withdrawn
 * or moved before it starts (nothing was promised yet); a confirmed appointment can be cancelled or
 * postponed until the groomer's notice window, then only by phone.
 */
export function appointmentRules(
  appointment: Pick<Appointment, 'start' | 'status'>,
  groomer: Pick<User, 'cancellationNoticeHours' | 'phone'>,
  now: Date,
): AppointmentRules {
  const noticeHours = groomer.cancellationNoticeHours ?? DEFAULT_NOTICE_HOURS
  const untilStart = new Date(appointment.start).getTime() - now.getTime()
  const upcoming = isActive(appointment.status) && untilStart > 0
  const insideNoticeWindow = upcoming && appointment.status === 'confirmed' && untilStart < noticeHours * HOUR_MS
  const allowed = upcoming && !insideNoticeWindow
  return {
    canCancel: allowed,
    canPostpone: allowed,
    insideNoticeWindow,
    noticeHours,
    groomerPhone: groomer.phone ?? null,
  }
}

/** The French message of a refused cancellation or postponement inside the notice window. */
export function noticeWindowMessage(rules: AppointmentRules): string {
  const call = rules.groomerPhone ? `appelez votre toiletteur au ${rules.groomerPhone}` : 'appelez votre toiletteur'
  return `Moins de ${rules.noticeHours} h avant le rendez-vous, il n’est plus possible d’annuler ou de reporter en ligne : ${call}.`
}
