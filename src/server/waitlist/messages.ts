import { sql } from '@payloadcms/db-postgres'
import { createElement } from 'react'

import { WaitlistSlot } from '../../../email-templates/WaitlistSlot'
import { getSmsSender } from '@/integrations/sms'
import { formatAppointmentDate, formatHour } from '@/lib/frenchDate'
import type { Attendee } from '@/payload-types'

import { preparedRows } from '../db/prepared'
import { send } from '../notifications/appointmentEmails'
import { attendeeMobile } from '../notifications/recipients'
import { siteUrl } from '../notifications/siteUrl'

/** A freed slot now held for one subscriber, told by e-mail and SMS once it is committed. */
export type OfferedHold = {
  id: number
  token: string
  subscription: number
  attendee: number
  groomer: number
  motive: number
  start: string
  end: string
  expiresAt: string
}

/** Where the holder books the held slot (signed in as themself). */
export const claimUrl = (token: string) => `${siteUrl()}/participant/liste-attente/${token}`

type Holder = {
  email: string
  phone: string | null
  phoneCountryCode: string | null
  phoneVerified: boolean
  groomerName: string
  zone: string
  motive: string
}

/** To the subscriber a freed slot is now held for: the e-mail, and the SMS to their verified mobile. */
export async function tellHolder(hold: OfferedHold): Promise<void> {
  // System read: the holder's own contact and what the message names, sent to them only.
  const [row] = await preparedRows(sql`
    select a."email", a."phone", a."phone_country_code" as "phoneCountryCode", coalesce(a."phone_verified", false) as "phoneVerified",
      coalesce(u."display_name", '') as "groomerName", coalesce(u."timezone", 'Europe/Paris') as "zone", m."title" as "motive"
    from "attendees" a, "users" u, "motives" m where a."id" = ${hold.attendee} and u."id" = ${hold.groomer} and m."id" = ${hold.motive}`)
  if (!row) return
  const holder = row as unknown as Holder
  const when = formatAppointmentDate(hold.start, holder.zone)
  const until = formatHour(hold.expiresAt, holder.zone)
  const url = claimUrl(hold.token)
  await send(
    [holder.email],
    `Un créneau s’est libéré chez ${holder.groomerName} : ${when}`,
    createElement(WaitlistSlot, {
      siteUrl: siteUrl(),
      when,
      until,
      motive: holder.motive,
      groomerName: holder.groomerName,
      claimUrl: url,
    }),
  )
  const mobile = attendeeMobile(holder as unknown as Attendee)
  if (mobile)
    await getSmsSender().send(
      mobile,
      `Mon Toiletteur : un créneau s’est libéré chez ${holder.groomerName} le ${when}, réservé pour vous jusqu’à ${until}. Réservez : ${url}`,
    )
}
