import type { Payload } from 'payload'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { AppointmentCancelled } from '../../email-templates/AppointmentCancelled'
import { AppointmentConfirmed } from '../../email-templates/AppointmentConfirmed'
import { AppointmentExpired } from '../../email-templates/AppointmentExpired'
import { AppointmentMovedByGroomer } from '../../email-templates/AppointmentMovedByGroomer'
import { AppointmentRefused } from '../../email-templates/AppointmentRefused'
import { AppointmentReminder } from '../../email-templates/AppointmentReminder'
import { AvailabilitiesReceived, AvailabilityAnswer } from '../../email-templates/Availabilities'
import { fixtures } from '../../email-templates/fixtures'
import { GroomerNotice } from '../../email-templates/GroomerNotice'
import { PasswordReset } from '../../email-templates/PasswordReset'
import { POST as appointmentAction } from '../../src/app/api/v1/appointments/[reference]/[action]/route'
import { JsonLd } from '../../src/components/seo/JsonLd'
import { createBooking } from '../../src/server/booking/create'
import { findGroomerProfile } from '../../src/server/groomers/profile'
import { groomerJsonLd } from '../../src/server/groomers/jsonLd'
import { renderEmail } from '../../src/server/notifications/render'
import { bookableGroomer, nextWeekday, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { PASSWORD } from '../../scripts/lib/people'
import { jsonRequest, params } from './helpers/requests'
import { outboxTo } from './helpers/records'

/** What a groomer or an attendee could type into any free-text field. */
const MARKUP = `"><img src=x onerror=alert(1)></script><script>alert(1)</script>`

/** Markup that escaped: an element or a script the attacker wrote, not the text they typed. */
function expectNoInjection(html: string) {
  expect(html).not.toContain('<img src=x')
  expect(html).not.toContain('<script>alert(1)')
  expect(html).not.toMatch(/<[^>]+\sonerror=/i)
}

/** Every text prop of a fixture replaced by the markup (addresses stay addresses, so links remain links). */
function withMarkup<T extends object>(props: T): T {
  const replace = (value: unknown): unknown => {
    if (typeof value === 'string') return /^https?:\/\//.test(value) ? value : `${MARKUP} ${value}`
    if (Array.isArray(value)) return value.map(replace)
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replace(inner)]))
    return value
  }
  return replace(props) as T
}

const TEMPLATES: [string, ComponentType<never>, object][] = [
  ['confirmation', AppointmentConfirmed as ComponentType<never>, fixtures.confirmed],
  ['refusal', AppointmentRefused as ComponentType<never>, fixtures.refused],
  ['cancellation', AppointmentCancelled as ComponentType<never>, fixtures.cancelled],
  ['reminder', AppointmentReminder as ComponentType<never>, fixtures.reminder],
  ['expiry', AppointmentExpired as ComponentType<never>, fixtures.expired],
  ['move', AppointmentMovedByGroomer as ComponentType<never>, fixtures.movedByGroomer],
  ['groomer notice', GroomerNotice as ComponentType<never>, fixtures.groomerNotice],
  ['availabilities', AvailabilitiesReceived as ComponentType<never>, fixtures.availabilitiesReceived],
  ['availability answer', AvailabilityAnswer as ComponentType<never>, fixtures.availabilityAnswer],
  ['password reset', PasswordReset as ComponentType<never>, fixtures.passwordReset],
]

describe('e-mail templates escape what people typed', () => {
  it.each(TEMPLATES)('%s: every text shows literally, nothing becomes HTML', async (_name, template, props) => {
    const { html, text } = await renderEmail(createElement(template, withMarkup(props) as never))
    expectNoInjection(html)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(text).toContain('<img src=x onerror=alert(1)>')
  })
})

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('stored markup in the mails the site sends and in the profile’s JSON-LD', () => {
  it('a booking, its validation and refusal carry the groomer’s and attendee’s texts escaped', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    await payload.update({
      collection: 'users',
      id: groomer.id,
      overrideAccess: true,
      data: { firstName: MARKUP, address: MARKUP },
    })
    await payload.update({
      collection: 'motives',
      id: motive.id,
      overrideAccess: true,
      data: { title: `Bain ${MARKUP}` },
    })
    // The groomer's own confirmation wording.
    await payload.create({
      collection: 'mail-templates',
      overrideAccess: true,
      data: { groomer: groomer.id, purpose: 'confirmation', subject: `Confirmé ${MARKUP}`, body: `Bonjour ${MARKUP}` },
    })
    const attendee = await verifiedAttendee(payload)
    await payload.update({
      collection: 'attendees',
      id: attendee.id,
      overrideAccess: true,
      data: { firstName: MARKUP, lastName: MARKUP },
    })
    const stored = await payload.findByID({ collection: 'attendees', id: attendee.id, overrideAccess: true })
    const pet = { name: MARKUP, species: 'dog', breed: MARKUP, size: 'small' } as const
    const booked = await createBooking({ ...attendee, ...stored, collection: 'attendees' } as typeof attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: nextWeekday(3, 10),
      pet,
      note: MARKUP,
    })
    const second = await createBooking({ ...attendee, ...stored, collection: 'attendees' } as typeof attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: nextWeekday(4, 11),
      pet,
      note: MARKUP,
    })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: groomer.email as string, password: PASSWORD },
    })
    const act = (reference: string, action: string, body: unknown = {}) =>
      appointmentAction(
        jsonRequest(`/api/v1/appointments/${reference}/${action}`, body, {
          headers: { authorization: `Bearer ${token}` },
        }),
        params({ reference, action }),
      )
    expect((await act(booked.reference, 'validate')).status).toBe(200)
    expect((await act(second.reference, 'refuse', { reason: MARKUP })).status).toBe(200)

    const mails = [...(await outboxTo(groomer.email as string)), ...(await outboxTo(attendee.email as string))]
    const subjects = mails.map((mail) => mail.subject)
    expect(subjects).toContainEqual(expect.stringMatching(/^Nouvelle demande de rendez-vous/))
    expect(subjects).toContainEqual(expect.stringContaining('Confirmé'))
    expect(subjects).toContainEqual(expect.stringMatching(/n’a pas été acceptée/))
    for (const mail of mails) {
      expectNoInjection(mail.html ?? '')
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    }

    // The public profile's JSON-LD: the motive title and address cannot close the script element.
    const { uri } = await payload.findByID({ collection: 'users', id: groomer.id, overrideAccess: true, depth: 0 })
    const profile = await findGroomerProfile(uri as string)
    expect(profile).not.toBeNull()
    const html = renderToStaticMarkup(createElement(JsonLd, { data: groomerJsonLd(profile!) }))
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expectNoInjection(html)
    const data = JSON.parse(/<script[^>]*>(.*)<\/script>/.exec(html)?.[1] ?? '')
    expect(data.makesOffer[0].name).toBe(`Bain ${MARKUP}`)
    expect(data.address.streetAddress).toBe(MARKUP)
  })
})
