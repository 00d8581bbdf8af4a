import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { firstFreeSlotsFor, upcomingSlots } from '../../src/server/slots'
import { createAppointment, createGroomer } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'

let payload: Payload
// Monday 1 March 2027, 10:00 in Paris.
const now = new Date('2027-03-01T09:00:00Z')
const motive = { durationMinutes: 60 }

async function groomerOpenTuesdayToSaturday() {
  const groomer = await createGroomer(payload)
  for (const weekday of ['2', '3', '4', '5', '6'] as const) {
    await payload.create({
      collection: 'availabilities',
      overrideAccess: true,
      data: { groomer: groomer.id, weekday, start: '09:00', end: '12:00', everyNWeeks: 1 },
    })
  }
  const stored = await payload.findByID({ collection: 'users', id: groomer.id, overrideAccess: true, depth: 0 })
  return stored
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('slots from the database', () => {
  it('the first free slot follows the opening hours in the groomer zone', async () => {
    const groomer = await groomerOpenTuesdayToSaturday()
    const found = await firstFreeSlotsFor([{ ...groomer, motive }], now)
    expect(found.get(groomer.id)?.start).toBe('2027-03-02T09:00:00+01:00')
  })

  it('appointments waiting for validation or confirmed hold their slot; cancelled ones do not', async () => {
    const groomer = await groomerOpenTuesdayToSaturday()
    await createAppointment(payload, {
      groomer: groomer.id,
      start: '2027-03-02T08:00:00Z',
      end: '2027-03-02T09:00:00Z',
      status: 'pending',
    })
    await createAppointment(payload, {
      groomer: groomer.id,
      start: '2027-03-02T09:00:00Z',
      end: '2027-03-02T10:00:00Z',
      status: 'cancelled',
    })
    const found = await firstFreeSlotsFor([{ ...groomer, motive }], now)
    expect(found.get(groomer.id)?.start).toBe('2027-03-02T10:00:00+01:00')
  })

  it('holidays and blocked periods close the slots', async () => {
    const groomer = await groomerOpenTuesdayToSaturday()
    await payload.create({
      collection: 'holidays',
      overrideAccess: true,
      data: { groomer: groomer.id, from: '2027-03-02', to: '2027-03-02' },
    })
    await payload.create({
      collection: 'unavailabilities',
      overrideAccess: true,
      data: { groomer: groomer.id, start: '2027-03-03T08:00:00Z', end: '2027-03-03T09:30:00Z' },
    })
    const days = await upcomingSlots(groomer, motive, now, 4)
    const tuesday = days.days.find((day) => day.date === '2027-03-02')
    expect(tuesday).toMatchObject({ open: false, reason: 'holiday' })
    const wednesday = days.days.find((day) => day.date === '2027-03-03')
    expect(wednesday?.slots.map((slot) => slot.start)).toEqual([
      '2027-03-03T10:30:00+01:00',
      '2027-03-03T10:45:00+01:00',
      '2027-03-03T11:00:00+01:00',
    ])
  })

  it('a groomer without opening hours has no slot', async () => {
    const groomer = await createGroomer(payload)
    const stored = await payload.findByID({ collection: 'users', id: groomer.id, overrideAccess: true, depth: 0 })
    const found = await firstFreeSlotsFor([{ ...stored, motive }], now)
    expect(found.get(groomer.id)).toBeNull()
  })
})
