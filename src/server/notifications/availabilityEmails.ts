import { createElement } from 'react'

import { AvailabilitiesReceived, AvailabilitiesSent, AvailabilityAnswer } from '../../../email-templates/Availabilities'
import { emailSenderFor } from '@/integrations/email'
import { getSmsSender } from '@/integrations/sms'
import { formatAppointmentDate, formatHour } from '@/lib/frenchDate'
import { relationId } from '@/lib/relations'
import type { User } from '@/payload-types'

import { getPayloadClient } from '../payload'
import { renderWithValues } from '../templates/render'
import { attendeeName, groomerRecipients, placeOf, siteUrl } from './appointmentMail'
import { attendeeMobile } from './recipients'
import { renderEmail } from './render'

/** The request with its groomer, attendee and motive (system read: for the e-mails of this request only). */
async function loadRequest(requestId: number) {
  const payload = await getPayloadClient()
  const request = await payload.findByID({
    collection: 'availability-requests',
    id: requestId,
    depth: 0,
    overrideAccess: true,
  })
  const [groomer, attendee, motive] = await Promise.all([
    payload.findByID({
      collection: 'users',
      id: relationId(request.groomer) ?? 0,
      depth: 1,
      overrideAccess: true,
      populate: { cities: { name: true, uri: true } },
    }),
    payload.findByID({
      collection: 'attendees',
      id: relationId(request.attendee) ?? 0,
      depth: 0,
      overrideAccess: true,
    }),
    payload.findByID({ collection: 'motives', id: relationId(request.motive) ?? 0, depth: 0, overrideAccess: true }),
  ])
  return { payload, request, groomer: groomer as User, attendee, motive }
}

type LoadedRequest = Awaited<ReturnType<typeof loadRequest>>

/** Each proposed range in French, in the groomer's zone. */
function rangesOf({ request, groomer }: LoadedRequest): string[] {
  const zone = groomer.timezone || 'Europe/Paris'
  return (request.ranges ?? []).map(
    (range) => `${formatAppointmentDate(range.start, zone)} – ${formatHour(range.end, zone)}`,
  )
}

/** To the groomer: the attendee's proposed ranges and note. */
export async function sendAvailabilitiesReceived(requestId: number) {
  const loaded = await loadRequest(requestId)
  const { payload, request, groomer, attendee, motive } = loaded
  const to = groomerRecipients(groomer)
  if (to.length === 0) return
  const props = {
    siteUrl: siteUrl(),
    attendeeName: attendeeName(attendee),
    attendeePhone: attendee.phone,
    motive: motive.title,
    ranges: rangesOf(loaded),
    note: request.note,
    dashboardUrl: `${siteUrl()}/user/dashboard`,
  }
  const { html, text } = await renderEmail(createElement(AvailabilitiesReceived, props))
  await emailSenderFor(() => payload).send({
    to,
    subject: `${props.attendeeName} vous propose ses disponibilités`,
    html,
    text,
  })
}

/**
 * To the attendee who sent them, in the groomer's "availabilities" wording: by e-mail, and by SMS
 * to their verified mobile, each channel the groomer keeps on. Sent once, when the request is made.
 */
export async function acknowledgeAvailabilities(requestId: number) {
  const loaded = await loadRequest(requestId)
  const { payload, groomer, attendee, motive } = loaded
  const followUrl = `${siteUrl()}/participant/mes-rdvs`
  const values = {
    prenom: attendee.firstName ?? '',
    nom: attendee.lastName ?? '',
    toiletteur: groomer.displayName ?? '',
    adresse: placeOf(motive.kind, groomer),
    motif: motive.title,
    lien: followUrl,
    telephone: groomer.phone ?? '',
  }
  const settings = groomer.customerMessages
  const mobile = settings?.bySms === false ? null : attendeeMobile(attendee)
  await Promise.all([
    settings?.byEmail === false
      ? null
      : (async () => {
          const wording = await renderWithValues(groomer.id, 'availabilities', 'email', values)
          const props = {
            siteUrl: siteUrl(),
            groomerName: values.toiletteur,
            motive: motive.title,
            ranges: rangesOf(loaded),
            message: wording.body,
            followUrl,
          }
          const { html, text } = await renderEmail(createElement(AvailabilitiesSent, props))
          await emailSenderFor(() => payload).send({
            to: [attendee.email],
            subject: wording.subject ?? `Vos disponibilités sont envoyées à ${values.toiletteur}`,
            html,
            text,
          })
        })(),
    mobile
      ? renderWithValues(groomer.id, 'availabilities', 'sms', values).then((wording) =>
          getSmsSender().send(mobile, wording.body),
        )
      : null,
  ])
}

/** To the attendee: the groomer's proposed time, to accept or decline on /events-responses/{reference}. */
export async function sendAvailabilityAnswer(requestId: number): Promise<User | null> {
  const { payload, request, groomer, attendee, motive } = await loadRequest(requestId)
  if (!request.proposedStart) return null
  const when = formatAppointmentDate(request.proposedStart, groomer.timezone || 'Europe/Paris')
  const props = {
    siteUrl: siteUrl(),
    // Greeted by first name, as every message to a customer ("Bonjour Léa,").
    attendeeName: attendee.firstName?.trim() || attendeeName(attendee),
    groomerName: groomer.displayName ?? '',
    motive: motive.title,
    when,
    place: placeOf(motive.kind, groomer),
    groomerNote: request.groomerNote,
    responseUrl: `${siteUrl()}/events-responses/${request.reference}`,
  }
  const { html, text } = await renderEmail(createElement(AvailabilityAnswer, props))
  await emailSenderFor(() => payload).send({
    to: attendee.email,
    subject: `${props.groomerName} vous propose un rendez-vous le ${when}`,
    html,
    text,
  })
  return groomer
}
