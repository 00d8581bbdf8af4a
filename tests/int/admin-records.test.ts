import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  holidayTitle,
  openingHoursTitle,
  unavailabilityTitle,
  workedHolidayTitle,
} from '../../collections/_fields/recordTitle'
import { up as fillAdminTitles } from '../../migrations/20261126_020000_admin_titles'
import { createAdmin, createGroomer } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let admin: Awaited<ReturnType<typeof createAdmin>>

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createAdmin(payload)
})

async function cityNamed(name: string) {
  const id = `ville-${process.pid}-${Date.now()}`
  const department = await payload.create({
    collection: 'departments',
    overrideAccess: true,
    data: { code: id, name: 'Dép', uri: id },
  })
  return payload.create({
    collection: 'cities',
    overrideAccess: true,
    data: { name, uri: id, inseeCode: id, department: department.id },
  })
}

describe('titles that say what a record is', () => {
  it('are written on save, in the admin’s words', async () => {
    const groomer = await createGroomer(payload)
    const hours = await payload.create({
      collection: 'availabilities',
      overrideAccess: true,
      data: { groomer: groomer.id, weekday: '1', start: '09:00', end: '12:00', everyNWeeks: 1 },
    })
    expect(hours.adminTitle).toBe('Lun 09:00–12:00')
    const moved = await payload.update({
      collection: 'availabilities',
      id: hours.id,
      overrideAccess: true,
      data: { weekday: '3', everyNWeeks: 2 },
    })
    expect(moved.adminTitle).toBe('Mer 09:00–12:00 · 1 sem. sur 2')

    const holiday = await payload.create({
      collection: 'holidays',
      overrideAccess: true,
      data: { groomer: groomer.id, from: '2026-12-24T00:00:00.000Z', to: '2027-01-02T00:00:00.000Z', label: 'Noël' },
    })
    expect(holiday.adminTitle).toBe('Congés 24/12–02/01/2027 · Noël')
    const off = await payload.create({
      collection: 'unavailabilities',
      overrideAccess: true,
      data: { groomer: groomer.id, start: '2026-12-10T08:00:00.000Z', end: '2026-12-10T11:00:00.000Z' },
    })
    expect(off.adminTitle).toBe('Indisponible 10/12/2026 09:00–12:00')
    const worked = await payload.create({
      collection: 'worked-public-holidays',
      overrideAccess: true,
      data: { groomer: groomer.id, date: '2027-07-14' },
    })
    expect(worked.adminTitle).toBe('Férié travaillé 14/07/2027')
  })

  it('are the same when the migration fills older rows', async () => {
    const groomer = await createGroomer(payload)
    const rows = {
      hours: { weekday: '6', start: '14:00', end: '18:30', everyNWeeks: 3 },
      holiday: { from: '2027-08-01T00:00:00.000Z', to: '2027-08-15T00:00:00.000Z', label: '  ' },
      off: { start: '2027-03-01T15:00:00.000Z', end: '2027-03-03T09:00:00.000Z', reason: 'Salon professionnel' },
      worked: { date: '2027-05-08' },
    }
    const hours = await payload.create({
      collection: 'availabilities',
      overrideAccess: true,
      data: { groomer: groomer.id, ...rows.hours, weekday: '6' },
    })
    const holiday = await payload.create({
      collection: 'holidays',
      overrideAccess: true,
      data: { groomer: groomer.id, ...rows.holiday },
    })
    const off = await payload.create({
      collection: 'unavailabilities',
      overrideAccess: true,
      data: { groomer: groomer.id, ...rows.off },
    })
    const worked = await payload.create({
      collection: 'worked-public-holidays',
      overrideAccess: true,
      data: { groomer: groomer.id, ...rows.worked },
    })
    // Rows from before the titles existed.
    for (const table of ['availabilities', 'holidays', 'unavailabilities', 'worked_public_holidays']) {
      await payload.db.pool.query(`update "${table}" set "admin_title" = null where "groomer_id" = $1`, [groomer.id])
    }
    await payload.db.pool.query(`update "users" set "admin_label" = null where "id" = $1`, [groomer.id])

    await fillAdminTitles({ db: payload.db.drizzle, payload, req: {} } as unknown as Parameters<
      typeof fillAdminTitles
    >[0])

    const titleOf = async (table: string, id: number) =>
      (await payload.db.pool.query(`select "admin_title" from "${table}" where "id" = $1`, [id])).rows[0]?.admin_title
    expect(await titleOf('availabilities', hours.id)).toBe(openingHoursTitle(rows.hours))
    expect(await titleOf('holidays', holiday.id)).toBe(holidayTitle(rows.holiday))
    expect(await titleOf('unavailabilities', off.id)).toBe(unavailabilityTitle(rows.off))
    expect(await titleOf('unavailabilities', off.id)).toBe(
      'Indisponible 01/03 16:00 – 03/03/2027 10:00 · Salon professionnel',
    )
    expect(await titleOf('worked_public_holidays', worked.id)).toBe(workedHolidayTitle(rows.worked))
    const label = (await payload.db.pool.query(`select "admin_label" from "users" where "id" = $1`, [groomer.id]))
      .rows[0]?.admin_label
    expect(label).toBe(`Léa Test · ${groomer.email}`)
  })
})

describe('a groomer in /admin', () => {
  it('is labelled with their city and e-mail, and found by city', async () => {
    const city = await cityNamed('Quimperlé')
    const groomer = await createGroomer(payload)
    const saved = await payload.update({
      collection: 'users',
      id: groomer.id,
      user: admin,
      overrideAccess: false,
      data: { city: city.id },
    })
    expect(saved.adminLabel).toBe(`Léa Test · Quimperlé · ${groomer.email}`)
    const found = await payload.find({
      collection: 'users',
      user: admin,
      overrideAccess: false,
      where: { adminLabel: { like: 'quimperlé' } },
      depth: 0,
    })
    expect(found.docs.map((doc) => doc.id)).toEqual([groomer.id])
  })

  it('lists their records for admins only; other reads skip the joins and the label', async () => {
    const groomer = await createGroomer(payload)
    await payload.create({
      collection: 'motives',
      overrideAccess: true,
      data: { groomer: groomer.id, title: 'Bain', duration: 30, price: 20, kind: 'salon' },
    })
    await payload.create({
      collection: 'availabilities',
      overrideAccess: true,
      data: { groomer: groomer.id, weekday: '2', start: '10:00', end: '12:00', everyNWeeks: 1 },
    })

    const asAdmin = await payload.findByID({
      collection: 'users',
      id: groomer.id,
      user: admin,
      overrideAccess: false,
      depth: 0,
    })
    expect(asAdmin.motiveRecords?.docs).toHaveLength(1)
    expect(asAdmin.openingHourRecords?.docs).toHaveLength(1)
    expect(asAdmin.adminLabel).toContain(groomer.email)

    const asSelf = await payload.findByID({
      collection: 'users',
      id: groomer.id,
      user: groomer,
      overrideAccess: false,
      depth: 0,
    })
    expect(asSelf.motiveRecords).toBeUndefined()
    expect(asSelf.adminLabel).toBeUndefined()
    const asSystem = await payload.findByID({ collection: 'users', id: groomer.id, overrideAccess: true, depth: 0 })
    expect(asSystem.motiveRecords).toBeUndefined()
    const anonymous = await payload.find({
      collection: 'users',
      overrideAccess: false,
      where: { id: { equals: groomer.id } },
      depth: 0,
    })
    expect(anonymous.docs[0]?.adminLabel).toBeUndefined()
  })
})
