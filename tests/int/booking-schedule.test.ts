import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { loadGroomerSchedule, loadGroomerSchedules } from '../../src/server/slots/groomerSchedule'
import { loadBusy, loadSchedules } from '../../src/server/slots/schedules'
import { createAppointment, createGroomer } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

it('the booking path’s single-query schedule equals the directory’s per-collection reads', async () => {
  const created = await createGroomer(payload)
  const system = { overrideAccess: true } as const
  await payload.create({
    collection: 'availabilities',
    ...system,
    data: { groomer: created.id, weekday: '2', start: '09:00', end: '12:30', everyNWeeks: 1 },
  })
  await payload.create({
    collection: 'availabilities',
    ...system,
    data: {
      groomer: created.id,
      weekday: '4',
      start: '14:00',
      end: '18:00',
      everyNWeeks: 2,
      validFrom: '2027-01-04T00:00:00.000Z',
      validUntil: '2027-06-30T00:00:00.000Z',
    },
  })
  await payload.create({
    collection: 'holidays',
    ...system,
    data: { groomer: created.id, from: '2027-02-15T00:00:00.000Z', to: '2027-02-20T00:00:00.000Z' },
  })
  await payload.create({
    collection: 'unavailabilities',
    ...system,
    data: { groomer: created.id, start: '2027-03-03T08:00:00.000Z', end: '2027-03-03T09:30:00.000Z' },
  })
  await payload.create({
    collection: 'worked-public-holidays',
    ...system,
    data: { groomer: created.id, date: '2027-05-08' },
  })
  await payload.update({
    collection: 'users',
    id: created.id,
    ...system,
    data: { bookingDelays: { minNoticeMinutes: 60, notBeforeHour: 10, horizonMonths: 6 } },
  })
  const kept = await createAppointment(payload, {
    groomer: created.id,
    start: '2027-03-02T08:00:00Z',
    end: '2027-03-02T09:00:00Z',
    status: 'pending',
  })
  await createAppointment(payload, {
    groomer: created.id,
    start: '2027-03-02T10:00:00Z',
    end: '2027-03-02T11:00:00Z',
    status: 'confirmed',
  })
  await createAppointment(payload, {
    groomer: created.id,
    start: '2027-03-02T12:00:00Z',
    end: '2027-03-02T13:00:00Z',
    status: 'cancelled',
  })
  const moved = await createAppointment(payload, {
    groomer: created.id,
    start: '2027-03-02T14:00:00Z',
    end: '2027-03-02T15:00:00Z',
    status: 'pending',
  })
  await createAppointment(payload, {
    groomer: created.id,
    start: '2027-03-09T08:00:00Z',
    end: '2027-03-09T09:00:00Z',
    status: 'confirmed',
  })
  const groomer = await payload.findByID({ collection: 'users', id: created.id, ...system, depth: 0 })

  const from = new Date('2027-03-01T00:00:00Z')
  const until = new Date('2027-03-05T00:00:00Z')
  const single = await loadGroomerSchedule(groomer, { from, until, exceptAppointment: moved.id })
  const separate = (await loadSchedules(payload, [groomer])).get(groomer.id)
  const busy =
    (await loadBusy(payload, [groomer.id], from, { until, exceptAppointment: moved.id })).get(groomer.id) ?? []

  const byStart = <T extends { start?: string; weekday?: number }>(list: T[]) =>
    [...list].sort((a, b) => String(a.start ?? a.weekday).localeCompare(String(b.start ?? b.weekday)))
  expect({ ...single.schedule, availabilities: byStart(single.schedule.availabilities) }).toEqual({
    ...separate,
    availabilities: byStart(separate?.availabilities ?? []),
  })
  expect(single.schedule.holidays).toEqual([{ from: '2027-02-15', to: '2027-02-20' }])
  expect(single.schedule.availabilities).toContainEqual({
    weekday: 4,
    start: '14:00',
    end: '18:00',
    everyNWeeks: 2,
    validFrom: '2027-01-04',
    validUntil: '2027-06-30',
  })
  const times = (list: { start: string; end: string }[]) =>
    list.map((b) => [new Date(b.start).getTime(), new Date(b.end).getTime()]).sort((a, b) => a[0] - b[0])
  expect(times(single.busy)).toEqual(times(busy))
  expect(times(single.busy)).toEqual([
    [Date.parse('2027-03-02T08:00:00Z'), Date.parse('2027-03-02T09:00:00Z')],
    [Date.parse('2027-03-02T10:00:00Z'), Date.parse('2027-03-02T11:00:00Z')],
  ])
  expect(kept.id).toBeTruthy()

  // The directory's read of several groomers at once gives each the same as the single read.
  const other = await createGroomer(payload)
  await payload.create({
    collection: 'availabilities',
    ...system,
    data: { groomer: other.id, weekday: '1', start: '08:00', end: '11:00', everyNWeeks: 1 },
  })
  await createAppointment(payload, {
    groomer: other.id,
    start: '2027-03-01T09:00:00Z',
    end: '2027-03-01T10:00:00Z',
    status: 'confirmed',
  })
  const otherGroomer = await payload.findByID({ collection: 'users', id: other.id, ...system, depth: 0 })
  const batch = await loadGroomerSchedules([groomer, otherGroomer], { from })
  const alone = await loadGroomerSchedule(groomer, { from })
  expect(batch.get(groomer.id)?.schedule).toEqual(alone.schedule)
  expect(times(batch.get(groomer.id)?.busy ?? [])).toEqual(times(alone.busy))
  expect(times(batch.get(groomer.id)?.busy ?? [])).toHaveLength(4)
  expect(batch.get(other.id)?.schedule.availabilities).toEqual([
    { weekday: 1, start: '08:00', end: '11:00', everyNWeeks: 1, validFrom: null, validUntil: null },
  ])
  expect(times(batch.get(other.id)?.busy ?? [])).toEqual([
    [Date.parse('2027-03-01T09:00:00Z'), Date.parse('2027-03-01T10:00:00Z')],
  ])
  expect(await loadGroomerSchedules([], { from })).toEqual(new Map())
})
