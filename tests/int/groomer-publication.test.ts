import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as postMotive } from '../../src/app/api/v1/motives/route'
import { GET as getPublication, PUT as putPublication } from '../../src/app/api/v1/users/[id]/publication/route'
import { PUT as updateUser } from '../../src/app/api/v1/users/[id]/route'
import { createBooking } from '../../src/server/booking/create'
import { findGroomerProfile } from '../../src/server/groomers/profile'
import { comingPublicHolidays, setPublicHolidayWorked } from '../../src/server/groomerSettings/publicHolidays'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { createAdmin, createGroomer } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { getRequest, jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'
import { stored } from './helpers/records'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

type Headers = Record<string, string>
type Status = {
  published: boolean
  withdrawnByAdmin: boolean
  uri: string
  ready: boolean
  items: { key: string; done: boolean; href: string }[]
}

const put = (id: number, headers: Headers, user: unknown) =>
  updateUser(jsonRequest(`/api/v1/users/${id}`, { user }, { method: 'PUT', headers }), params({ id: String(id) }))
const publish = (id: number, headers: Headers, published: unknown) =>
  putPublication(
    jsonRequest(`/api/v1/users/${id}/publication`, { published }, { method: 'PUT', headers }),
    params({ id: String(id) }),
  )
const status = async (id: number, headers: Headers) =>
  (await (
    await getPublication(getRequest(`/api/v1/users/${id}/publication`, headers), params({ id: String(id) }))
  ).json()) as Status

/** A new, unpublished groomer with a session, as the invitation leaves them. */
async function newGroomer() {
  const groomer = await createGroomer(payload, { published: false })
  return {
    id: groomer.id as number,
    uri: String((groomer as { uri?: string }).uri),
    headers: await bearer('users', String(groomer.email)),
  }
}

describe('a groomer publishes their own page', () => {
  it('refuses to publish while required items are missing, and never through the profile or the field itself', async () => {
    const { id, headers } = await newGroomer()
    const refused = await publish(id, headers, true)
    expect(refused.status).toBe(409)
    const body = (await refused.json()) as {
      error: string
      fields: Record<string, string>
    }
    expect(body.error).toMatch(/ne peut pas encore être publiée/)
    expect(Object.keys(body.fields).sort()).toEqual(['address', 'motive', 'openingHours', 'phone', 'presentation'])
    expect((await stored('users', id)).published).toBe(false)

    // Not through the profile's PUT, not through the Local API on the groomer's behalf either.
    const sneaky = await put(id, headers, { published: true })
    expect(sneaky.status).toBe(400)
    const me = await payload.findByID({
      collection: 'users',
      id,
      overrideAccess: true,
      depth: 0,
    })
    await payload.update({
      collection: 'users',
      id,
      data: { published: true },
      user: { ...me, collection: 'users' },
      overrideAccess: false,
      depth: 0,
    })
    expect((await stored('users', id)).published).toBe(false)
    // Another groomer cannot publish this page.
    const other = await newGroomer()
    expect((await publish(id, other.headers, false)).status).toBe(403)
  })

  it('checks the postcode against the official commune list, in French', async () => {
    const { id, headers } = await newGroomer()
    const mismatch = await put(id, headers, {
      address: '3 rue de la République',
      postcode: '69001',
      city: 'Paris',
    })
    expect(mismatch.status).toBe(400)
    const wrong = (await mismatch.json()) as { fields: Record<string, string> }
    expect(wrong.fields['user.postcode']).toBe(
      'Le code postal 69001 ne correspond pas à la commune « Paris » : c’est celui de Lyon.',
    )
    const unknown = await put(id, headers, {
      address: '3 rue de la République',
      postcode: '99999',
      city: 'Paris',
    })
    expect(((await unknown.json()) as { fields: Record<string, string> }).fields['user.postcode']).toBe(
      'Aucune commune française n’a le code postal 99999 : vérifiez-le.',
    )
    const badFormat = await put(id, headers, {
      address: '3 rue de la République',
      postcode: '6900',
      city: 'Lyon',
    })
    expect(badFormat.status).toBe(400)
    const missingStreet = await put(id, headers, {
      address: ' ',
      postcode: '69001',
      city: 'Lyon',
    })
    expect(((await missingStreet.json()) as { fields: Record<string, string> }).fields['user.address']).toBe(
      'Indiquez le numéro et la rue de votre salon.',
    )
    const after = await stored('users', id)
    expect([after.address ?? null, after.postcode ?? null, after.city ?? null]).toEqual([null, null, null])
  })

  it('publishes once the address, phone, presentation, a motive and opening hours are set; the public page shows them; withdraws it again', async () => {
    const { id, uri, headers } = await newGroomer()
    const speciality = await payload.create({
      collection: 'specialities',
      overrideAccess: true,
      data: { name: `Toilettage du chat ${id}`, uri: `chat-${id}` },
    })
    // A small commune (not in the seed's list of large ones): its city record comes from the official list; accents and case aside.
    const saved = await put(id, headers, {
      address: '2 place Aristide Briand',
      postcode: '29690',
      city: 'huelgoat',
      specialities: [speciality.id],
      spokenLanguages: ['fr', 'de'],
      presentation: 'Toiletteuse au cœur des monts d’Arrée.',
    })
    expect(saved.status).toBe(200)
    const groomer = await stored('users', id)
    const city = await payload.findByID({
      collection: 'cities',
      id: groomer.city as number,
      overrideAccess: true,
      depth: 0,
    })
    expect([groomer.address, groomer.postcode, city.name, city.inseeCode, city.postcodes]).toEqual([
      '2 place Aristide Briand',
      '29690',
      'Huelgoat',
      '29081',
      ['29690'],
    ])

    let current = await status(id, headers)
    expect(current.items.filter((item) => !item.done).map((item) => item.key)).toEqual([
      'phone',
      'motive',
      'openingHours',
    ])
    expect(current.items.find((item) => item.key === 'motive')?.href).toBe('/user/motifs')
    await payload.update({
      collection: 'users',
      id,
      overrideAccess: true,
      data: { phone: '+33611223344', phoneVerified: true },
    })
    await payload.create({
      collection: 'motives',
      overrideAccess: true,
      data: {
        groomer: id,
        title: 'Bain',
        duration: 45,
        price: 30,
        kind: 'salon',
        bookableOnline: true,
      },
    })
    await payload.create({
      collection: 'availabilities',
      overrideAccess: true,
      data: {
        groomer: id,
        weekday: '2',
        start: '09:00',
        end: '17:00',
        everyNWeeks: 1,
      },
    })
    current = await status(id, headers)
    expect(current.ready).toBe(true)
    expect(await findGroomerProfile(uri)).toBeNull()

    const published = await publish(id, headers, true)
    expect(published.status).toBe(200)
    expect(((await published.json()) as Status).published).toBe(true)
    const profile = await findGroomerProfile(uri)
    expect(profile?.city?.name).toBe('Huelgoat')
    expect(profile?.specialities.map((s) => s.name)).toEqual([speciality.name])
    expect(profile?.groomer.spokenLanguages).toEqual(['fr', 'de'])

    // Withdrawn by the groomer: the page is gone; they may publish it again.
    expect((await publish(id, headers, false)).status).toBe(200)
    expect(await findGroomerProfile(uri)).toBeNull()
    expect((await publish(id, headers, true)).status).toBe(200)

    // Taken off the site by an admin: the groomer cannot put it back alone; the admin can.
    const admin = { ...(await createAdmin(payload)), collection: 'admins' as const }
    await payload.update({ collection: 'users', id, data: { published: false }, user: admin, overrideAccess: false })
    expect(await findGroomerProfile(uri)).toBeNull()
    const refused = await publish(id, headers, true)
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toMatch(/retirée du site par notre équipe/)
    expect((await status(id, headers)).withdrawnByAdmin).toBe(true)
    // Nor by writing the flag through their profile.
    expect((await put(id, headers, { withdrawnByAdmin: false })).status).toBe(400)
    await payload.update({ collection: 'users', id, data: { published: true }, user: admin, overrideAccess: false })
    expect((await stored('users', id)).withdrawnByAdmin).toBe(false)
    expect((await publish(id, headers, false)).status).toBe(200)
    expect((await publish(id, headers, true)).status).toBe(200)
  })

  it('a new groomer speaks French by default and the page shows exactly what is ticked', async () => {
    const { id, uri, headers } = await newGroomer()
    expect((await stored('users', id)).spokenLanguages).toEqual(['fr'])
    expect((await put(id, headers, { spokenLanguages: [] })).status).toBe(200)
    await payload.update({
      collection: 'users',
      id,
      overrideAccess: true,
      data: { published: true },
    })
    expect((await findGroomerProfile(uri))?.groomer.spokenLanguages ?? []).toEqual([])
  })
})

describe('worked public holidays, home motives and rebooking rhythms', () => {
  it('never offers a public holiday that falls on a Sunday, and refuses to mark one worked', async () => {
    const { id } = await newGroomer()
    const groomer = { ...(await stored('users', id)), collection: 'users' } as never
    const now = new Date('2027-01-02T10:00:00Z')
    const days = comingPublicHolidays({ timezone: 'Europe/Paris', country: 'FR' }, now)
    // 15 August 2027 is a Sunday (as 1 and 8 May 2027 are Saturdays: they stay).
    expect(days).not.toContain('2027-08-15')
    expect(days).toContain('2027-05-08')
    expect(days.every((day) => new Date(`${day}T12:00:00Z`).getUTCDay() !== 0)).toBe(true)
    await expect(setPublicHolidayWorked(groomer, '2027-08-15', true, now)).rejects.toMatchObject({ code: 'invalid' })
  })

  it('suggests a rhythm from the motive: none for a quick care, a visio or a call; six weeks for a grooming at the salon or at home', async () => {
    const { id } = await newGroomer()
    const rhythmOf = async (kind: string, duration: number) =>
      (
        await payload.create({
          collection: 'motives',
          overrideAccess: true,
          data: {
            groomer: id,
            title: `${kind} ${duration}`,
            duration,
            kind: kind as 'salon',
            bookableOnline: true,
          },
        })
      ).rhythmWeeks ?? null
    expect(await rhythmOf('salon', 15)).toBeNull()
    expect(await rhythmOf('salon', 25)).toBeNull()
    expect(await rhythmOf('salon', 60)).toBe(6)
    expect(await rhythmOf('home', 90)).toBe(6)
    expect(await rhythmOf('visio', 30)).toBeNull()
  })

  it('a motive at the client’s home is booked as a home visit, not at the salon', async () => {
    const { groomer } = await bookableGroomer(payload)
    const headers = await bearer('users', String(groomer.email))
    const created = await postMotive(
      jsonRequest(
        '/api/v1/motives',
        {
          title: 'Toilettage à domicile',
          duration: 60,
          price: 70,
          kind: 'home',
          bookableOnline: true,
          description: '',
          rhythmWeeks: '',
          sizeDurations: {},
        },
        { headers },
      ),
    )
    expect(created.status).toBe(201)
    const { motive } = (await created.json()) as {
      motive: { id: number; kind: string }
    }
    expect(motive.kind).toBe('home')
    const attendee = await verifiedAttendee(payload)
    const booked = await createBooking(attendee, {
      groomer: groomer.id as number,
      motive: motive.id,
      start: nextWeekday(2, 10),
      pet: PET,
      note: '',
    })
    expect([booked.kind, booked.location]).toEqual(['home', 'À domicile, chez le client'])
  })
})
