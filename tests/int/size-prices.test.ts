import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as createEvent } from '../../src/app/api/v1/attendees/[id]/create-event/route'
import { PUT as putMotive } from '../../src/app/api/v1/motives/[id]/route'
import { POST as postMotive } from '../../src/app/api/v1/motives/route'
import type { Appointment, Motive } from '../../src/payload-types'
import { cheapestMotives } from '../../src/server/directory/motives'
import { groomerJsonLd } from '../../src/server/groomers/jsonLd'
import { appointmentMail } from '../../src/server/notifications/appointmentMail'
import { groomerFigures } from '../../src/server/statistics/figures'
import { statisticsPeriod } from '../../src/server/statistics/period'
import { PASSWORD } from '../../scripts/lib/people'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { getTestPayload } from './helpers/payload'
import { jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

/** Clipping priced by size: 35 € small, 55,50 € large, nothing set for giant and no motive price. */
const BY_SIZE = {
  title: 'Tonte',
  duration: 60,
  price: '',
  kind: 'salon',
  bookableOnline: true,
  sizeDurations: { small: 45, medium: '', large: 90, giant: '' },
  sizePrices: { small: '35', medium: '42', large: '55,50', giant: '' },
}

async function groomerWithSizePrices() {
  const { groomer, motive: plain } = await bookableGroomer(payload)
  const auth = await bearer('users', groomer.email)
  const response = await postMotive(jsonRequest('/api/v1/motives', BY_SIZE, { headers: auth }))
  expect(response.status).toBe(201)
  const { motive } = (await response.json()) as { motive: Motive }
  return { groomer, plain, motive, auth }
}

async function bookOnline(groomer: number, motive: number, size: string, start: string) {
  const attendee = await verifiedAttendee(payload)
  const { token } = await payload.login({
    collection: 'attendees',
    data: { email: attendee.email, password: PASSWORD },
  })
  const response = await createEvent(
    jsonRequest(
      `/api/v1/attendees/${attendee.id}/create-event`,
      { groomer, motive, start, pet: { ...PET, size } },
      { headers: { authorization: `Bearer ${token}` } },
    ),
    params({ id: String(attendee.id) }),
  )
  expect(response.status).toBe(201)
  const { appointment } = (await response.json()) as { appointment: { reference: string; price: number | null } }
  const { docs } = await payload.find({
    collection: 'appointments',
    overrideAccess: true,
    depth: 0,
    where: { reference: { equals: appointment.reference } },
  })
  // The owner's answer says the price too.
  expect(appointment.price).toBe(docs[0]!.price ?? null)
  return docs[0]!
}

describe('Prices by the pet’s size (issue 32)', () => {
  it('the groomer sets a price per size, each checked like the motive’s price, with a French error beside its field', async () => {
    const { motive, auth } = await groomerWithSizePrices()
    expect(motive.sizePrices).toEqual({ small: 35, medium: 42, large: 55.5, giant: null })
    expect(motive.price).toBeNull()
    const refused = await putMotive(
      jsonRequest(
        `/api/v1/motives/${motive.id}`,
        { ...BY_SIZE, sizePrices: { small: '12,345', medium: '-3', large: 'beaucoup', giant: '1500' } },
        { method: 'PUT', headers: auth },
      ),
      params({ id: String(motive.id) }),
    )
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
      'sizePrices.small': 'Le prix a au plus deux décimales (par exemple 42,50).',
      'sizePrices.medium': 'Le prix ne peut pas être négatif.',
      'sizePrices.large': 'Saisissez un prix en euros, par exemple 42 ou 42,50.',
      'sizePrices.giant':
        'Un prix au-delà de 1 000 € ressemble à une erreur de saisie : vérifiez-le (par exemple 55,50).',
    })
    const kept = await payload.findByID({ collection: 'motives', id: motive.id, overrideAccess: true })
    expect(kept.sizePrices).toEqual({ small: 35, medium: 42, large: 55.5, giant: null })
    // An admin's edit follows the same rules.
    await expect(
      payload.update({
        collection: 'motives',
        id: motive.id,
        overrideAccess: true,
        data: { sizePrices: { small: 12.345 } },
      }),
    ).rejects.toThrow()
  })

  it('an online booking keeps the price of its pet’s size; a size without a price is « prix sur place »', async () => {
    const { groomer, motive, plain } = await groomerWithSizePrices()
    const large = await bookOnline(groomer.id, motive.id, 'large', nextWeekday(2, 10))
    expect(large.price).toBe(55.5)
    // The size's own duration, as before.
    expect((Date.parse(large.end) - Date.parse(large.start)) / 60_000).toBe(90)
    const giant = await bookOnline(groomer.id, motive.id, 'giant', nextWeekday(3, 10))
    expect(giant.price).toBeNull()
    const flat = await bookOnline(groomer.id, plain.id, 'giant', nextWeekday(4, 10))
    expect(flat.price).toBe(55)

    // A later change of the motive's prices leaves the booked price alone.
    await payload.update({
      collection: 'motives',
      id: motive.id,
      overrideAccess: true,
      data: { sizePrices: { large: 70 } },
    })
    const again = await payload.findByID({ collection: 'appointments', id: large.id, overrideAccess: true })
    expect(again.price).toBe(55.5)

    // What the e-mails say of it.
    const groomerDoc = await payload.findByID({ collection: 'users', id: groomer.id, overrideAccess: true, depth: 0 })
    const updated = await payload.findByID({ collection: 'motives', id: motive.id, overrideAccess: true, depth: 0 })
    const mail = (appointment: Appointment) =>
      appointmentMail({ appointment, groomer: groomerDoc, attendee: null, motive: updated }).price?.replace(
        /[\u00a0\u202f]/g,
        ' ',
      ) ?? null
    expect(mail(large)).toBe('55,50 € (à régler sur place)')
    expect(mail(giant)).toBe('Prix sur place')
    // An appointment booked before prices were kept reads its motive's for its pet's size.
    expect(mail({ ...large, price: null })).toBe('70 € (à régler sur place)')
    expect(mail({ ...giant, kind: 'phone' })).toBeNull()
  })

  it('the city card says « à partir de » the lowest price over the sizes, and the profile’s JSON-LD gives the range', async () => {
    const { groomer, motive, plain } = await groomerWithSizePrices()
    // The plain motive (55 €) costs more than the clipping's small size (35 €): the clipping is the card's.
    const cards = await cheapestMotives([groomer.id])
    expect(cards.get(groomer.id)).toEqual({ id: motive.id, title: 'Tonte', durationMinutes: 60, price: 35 })
    const jsonLd = groomerJsonLd({ groomer, city: null, motives: [motive, plain] } as never) as {
      makesOffer: Record<string, unknown>[]
    }
    expect(jsonLd.makesOffer).toEqual([
      {
        '@type': 'Offer',
        name: 'Tonte',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 35, maxPrice: 55.5, priceCurrency: 'EUR' },
      },
      { '@type': 'Offer', name: 'Toilettage complet', price: 55, priceCurrency: 'EUR' },
    ])
  })

  it('the statistics count each finished visit at its booked price, and an older visit at its motive’s price for its pet’s size', async () => {
    const { groomer, motive } = await groomerWithSizePrices()
    const now = new Date()
    const finishedAt = (daysAgo: number, data: Partial<Appointment>) => {
      const start = DateTime.fromJSDate(now).minus({ days: daysAgo }).set({ hour: 10, minute: 0 })
      return payload.create({
        collection: 'appointments',
        overrideAccess: true,
        data: {
          reference: `SIZE-${process.pid}-${daysAgo}-${Math.random().toString(36).slice(2, 8)}`,
          groomer: groomer.id,
          motive: motive.id,
          timezone: 'Europe/Paris',
          kind: 'salon',
          source: 'groomer',
          status: 'confirmed',
          visitStatus: 'finished',
          start: start.toUTC().toISO() ?? '',
          end: start.plus({ hours: 1 }).toUTC().toISO() ?? '',
          customerName: `Client ${daysAgo}`,
          ...data,
        },
      })
    }
    await finishedAt(3, { price: 60, pet: { name: 'Rex', species: 'dog', size: 'large' } })
    await finishedAt(4, { pet: { name: 'Nala', species: 'dog', size: 'small' } })
    await finishedAt(5, { pet: { name: 'Titan', species: 'dog', size: 'giant' } })
    const figures = await groomerFigures(groomer, statisticsPeriod('3m', now, 'Europe/Paris'))
    expect(figures.totals).toMatchObject({ finished: 3, revenue: 60 + 35, unpriced: 1 })
  })
})
