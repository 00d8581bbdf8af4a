import type { Attendee } from '@/payload-types'

import { parseMobilePhone } from '../verification/phone'
import type { AppointmentParties } from './parties'

/** How the customer of an appointment is reached: the one place that says which address and which mobile. */

/** The customer's address: the attendee's account, or the e-mail given for a hand-made appointment. */
export function customerEmail({ attendee, appointment }: AppointmentParties): string | null {
  return attendee?.email || appointment.attendeeEmails?.[0] || null
}

/**
 * The customer's mobile in E.164, when we may text it: the attendee's number once they verified
 * it, or the number the groomer typed on a hand-made appointment (French unless it says
 * otherwise). Null for a landline, an unverified number or nothing usable.
 */
export function customerMobile({ attendee, appointment }: AppointmentParties): string | null {
  return mobileOf([
    [attendee?.phoneVerified ? attendee.phone : null, attendee?.phoneCountryCode ?? 'FR'],
    [appointment.customerPhone, 'FR'],
  ])
}

/** The attendee's mobile in E.164 once they verified it, else null. */
export function attendeeMobile(attendee: Attendee): string | null {
  return mobileOf([[attendee.phoneVerified ? attendee.phone : null, attendee.phoneCountryCode ?? 'FR']])
}

function mobileOf(candidates: [string | null | undefined, string][]): string | null {
  for (const [phone, country] of candidates) {
    if (!phone) continue
    const parsed = parseMobilePhone(phone, country)
    if (parsed.ok) return parsed.e164
  }
  return null
}

/** The groomer's own mobile in E.164 once they verified it (their SMS of an urgent request), else null. */
export function groomerMobile({ groomer }: AppointmentParties): string | null {
  return mobileOf([[groomer.phoneVerified ? groomer.phone : null, groomer.phoneCountryCode ?? 'FR']])
}
