import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as listRoute, PUT as saveRoute } from '../../src/app/api/v1/attendees/[id]/pets/route'
import { login } from '../../src/server/auth/sessions'
import { createBooking } from '../../src/server/booking/create'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { PASSWORD } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { getRequest, jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const list = (id: number, headers: Record<string, string>) =>
  listRoute(getRequest(`/api/v1/attendees/${id}/pets`, headers), params({ id: String(id) }))
const save = (id: number, body: unknown, headers: Record<string, string>) =>
  saveRoute(jsonRequest(`/api/v1/attendees/${id}/pets`, body, { method: 'PUT', headers }), params({ id: String(id) }))

const PLUME = {
  name: 'Plume',
  species: 'cat',
  breed: 'Persan',
  size: 'small',
  coat: 'Long, noue vite',
  birthYear: 2019,
  groomerNotes: 'Craint le séchoir.',
  rhythmWeeks: 8,
}

describe('the owner’s pets', () => {
  it('are listed, saved in the owner’s order and edited in place (ids kept)', async () => {
    const attendee = await verifiedAttendee(payload)
    const headers = await bearer('attendees', attendee.email)
    expect(await (await list(attendee.id, headers)).json()).toEqual({ pets: [] })
    const saved = await save(attendee.id, { pets: [PLUME, { name: 'Rex', species: 'dog', size: 'large' }] }, headers)
    expect(saved.status).toBe(200)
    const { pets } = (await saved.json()) as { pets: { id: string; name: string }[] }
    expect(pets).toEqual([
      { ...PLUME, id: expect.any(String) },
      {
        id: expect.any(String),
        name: 'Rex',
        species: 'dog',
        breed: '',
        size: 'large',
        coat: '',
        birthYear: null,
        groomerNotes: '',
        rhythmWeeks: null,
      },
    ])
    const [plume, rex] = pets
    const edited = await save(attendee.id, { pets: [{ ...rex, breed: 'Berger' }, plume] }, headers)
    expect(
      ((await edited.json()) as { pets: { id: string; breed: string }[] }).pets.map((pet) => [pet.id, pet.breed]),
    ).toEqual([
      [rex?.id, 'Berger'],
      [plume?.id, 'Persan'],
    ])
  })

  it('stay when the owner signs in again (the session write leaves the other lists alone)', async () => {
    const attendee = await verifiedAttendee(payload)
    const headers = await bearer('attendees', attendee.email)
    await save(attendee.id, { pets: [PLUME] }, headers)
    expect((await login('attendee', attendee.email, PASSWORD)).ok).toBe(true)
    expect(
      ((await (await list(attendee.id, headers)).json()) as { pets: { name: string }[] }).pets.map((pet) => pet.name),
    ).toEqual(['Plume'])
  })

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const attendee = await verifiedAttendee(payload)
    const headers = await bearer('attendees', attendee.email)
    await save(attendee.id, { pets: [PLUME] }, headers)
    for (const [pet, field] of [
      [{ ...PLUME, name: ' ' }, 'pets.0.name'],
      [{ ...PLUME, species: 'dragon' }, 'pets.0.species'],
      [{ ...PLUME, size: undefined }, 'pets.0.size'],
      [{ ...PLUME, birthYear: 1850 }, 'pets.0.birthYear'],
      [{ ...PLUME, rhythmWeeks: 60 }, 'pets.0.rhythmWeeks'],
      [{ ...PLUME, rhythmWeeks: 2.5 }, 'pets.0.rhythmWeeks'],
      [{ ...PLUME, groomerNotes: 'x'.repeat(501) }, 'pets.0.groomerNotes'],
    ] as const) {
      const response = await save(attendee.id, { pets: [pet] }, headers)
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: string; fields: Record<string, string> }
      expect(body.fields[field]).toEqual(expect.any(String))
    }
    expect((await save(attendee.id, { pets: Array.from({ length: 21 }, () => PLUME) }, headers)).status).toBe(400)
    expect((await save(attendee.id, 'pas du json', headers)).status).toBe(400)
    expect(((await (await list(attendee.id, headers)).json()) as { pets: unknown[] }).pets).toEqual([
      { ...PLUME, id: expect.any(String) },
    ])
  })

  it('are the owner’s alone: another attendee gets 403, a groomer or no one 401', async () => {
    const attendee = await verifiedAttendee(payload)
    const other = await verifiedAttendee(payload)
    const { groomer } = await bookableGroomer(payload)
    expect((await list(attendee.id, await bearer('attendees', other.email))).status).toBe(403)
    expect((await save(attendee.id, { pets: [PLUME] }, await bearer('attendees', other.email))).status).toBe(403)
    expect((await list(attendee.id, await bearer('users', groomer.email))).status).toBe(401)
    expect((await list(attendee.id, {})).status).toBe(401)
  })

  it('a pet booked for the first time is remembered, once', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const headers = await bearer('attendees', attendee.email)
    await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: nextWeekday(2, 10),
      pet: PET,
      note: '',
    })
    await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: nextWeekday(3, 10),
      pet: { ...PET, name: ' filou ' },
      note: '',
    })
    const { pets } = (await (await list(attendee.id, headers)).json()) as {
      pets: { name: string; species: string; breed: string; size: string }[]
    }
    expect(pets).toEqual([expect.objectContaining({ name: 'Filou', species: 'dog', breed: 'Caniche', size: 'small' })])
  })
  it('pets booked at once, twice over, are remembered once each, in order, whatever their accents, case or spaces', async () => {
    const first = await bookableGroomer(payload)
    // Three requests waiting at most with one groomer: the fourth goes to another.
    const second = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const headers = await bearer('attendees', attendee.email)
    const booking = (day: number, name: string, { groomer, motive } = first) =>
      createBooking(attendee, {
        groomer: groomer.id,
        motive: motive.id,
        start: nextWeekday(day, 10),
        pet: { ...PET, name },
        note: '',
      })
    // The same account read (no pet yet) for all four: the database decides what is new.
    await Promise.all([booking(2, 'Filou'), booking(3, ' FILOU '), booking(4, 'Filóu')])
    const createdAt = (await payload.findByID({ collection: 'attendees', id: attendee.id, overrideAccess: true }))
      .updatedAt
    await booking(5, 'Noisette', second)
    const { updatedAt } = await payload.findByID({ collection: 'attendees', id: attendee.id, overrideAccess: true })
    expect(Date.parse(updatedAt)).toBeGreaterThan(Date.parse(createdAt))
    const { pets } = (await (await list(attendee.id, headers)).json()) as { pets: { id: string; name: string }[] }
    expect(pets.map((pet) => pet.name)).toEqual([expect.stringMatching(/^\s*(Filou|FILOU|Filóu)\s*$/), 'Noisette'])
    expect(new Set(pets.map((pet) => pet.id)).size).toBe(2)
    // The owner's session (the same account's other list) is untouched by the write.
    expect((await list(attendee.id, headers)).status).toBe(200)
  })

  it('a full list (20 pets) takes no more from a booking', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const headers = await bearer('attendees', attendee.email)
    const twenty = Array.from({ length: 20 }, (_, i) => ({ name: `Animal ${i + 1}`, species: 'dog', size: 'small' }))
    expect((await save(attendee.id, { pets: twenty }, headers)).status).toBe(200)
    const modified = async () =>
      (await payload.findByID({ collection: 'attendees', id: attendee.id, overrideAccess: true, depth: 0 })).updatedAt
    const before = await modified()
    await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: nextWeekday(2, 11),
      pet: PET,
      note: '',
    })
    const { pets } = (await (await list(attendee.id, headers)).json()) as { pets: { name: string }[] }
    expect(pets).toHaveLength(20)
    expect(pets.map((pet) => pet.name)).not.toContain('Filou')
    // Nothing added, nothing modified: the account's « modifié le » stays.
    expect(await modified()).toBe(before)
  })
})
