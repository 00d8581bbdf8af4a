import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as appointmentsRoute } from '../../src/app/api/v1/users/[id]/statistics/appointments.csv/route'
import { GET as customersRoute } from '../../src/app/api/v1/users/[id]/statistics/customers.csv/route'
import { phoneLink } from '../../src/lib/phone'
import type { Appointment } from '../../src/payload-types'
import { csvCell } from '../../src/server/statistics/csv'
import { appointmentsCsv, customersCsv } from '../../src/server/statistics/exports'
import { motiveRevenue, revenueDetail } from '../../src/components/groomerSpace/statistics/format'
import { groomerFigures, NO_MOTIVE, OTHER_MOTIVES } from '../../src/server/statistics/figures'
import { statisticsPeriod } from '../../src/server/statistics/period'
import { bookableGroomer, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { bearerOf } from './helpers/sessions'
import { getTestPayload } from './helpers/payload'
import { getRequest, params } from './helpers/requests'

const ZONE = 'Europe/Paris'
/** The fixture's clock: Saturday 20 June 2026, so "3 months" is 1 April to 20 June (Paris). */
const NOW = new Date('2026-06-20T10:00:00Z')

let payload: Payload
let fixture: Awaited<ReturnType<typeof seedFixture>>
let counter = 0

const paris = (local: string) => DateTime.fromISO(local, { zone: ZONE })

/** One appointment written as an admin would (a fixture), an hour long from `local` (Paris). */
function appointment(groomer: number, local: string, data: Partial<Appointment> & Pick<Appointment, 'status'>) {
  const start = paris(local)
  return payload.create({
    collection: 'appointments',
    overrideAccess: true,
    data: {
      reference: `STAT-${process.pid}-${++counter}`,
      groomer,
      timezone: ZONE,
      kind: 'salon',
      source: 'groomer',
      start: start.toUTC().toISO() ?? '',
      end: start.plus({ hours: 1 }).toUTC().toISO() ?? '',
      ...data,
    },
  })
}

/**
 * Customers: A (an account, came in February: returning), B (a folder: new), C (a typed name
 * with ; and ": new), D (typed "=2+3", cancelled), E (typed "Martin" in March, " martin " in June:
 * returning), F (typed "Zoé" at 00:30 on 1 April in Paris, still 31 March in UTC: new).
 */
async function seedFixture() {
  const { groomer, motive: grooming } = await bookableGroomer(payload)
  const own = (data: { title: string; price?: number }) =>
    payload.create({
      collection: 'motives',
      overrideAccess: true,
      data: { groomer: groomer.id, duration: 60, kind: 'salon', ...data },
    })
  const bath = await own({ title: 'Bain', price: 30.5 })
  const claws = await own({ title: 'Coupe des griffes' })
  const mobile = uniqueMobile()
  const attendee = await verifiedAttendee(payload, mobile)
  const folder = await payload.create({
    collection: 'customer-folders',
    overrideAccess: true,
    data: { groomer: groomer.id, name: 'Camille Durand', phone: '06 11 22 33 44', email: 'camille@example.fr' },
  })
  const A = {
    attendee: attendee.id,
    attendeeEmails: [attendee.email],
    source: 'online' as const,
    pet: { name: 'Filou', species: 'dog' as const },
  }
  const B = { customerFolder: folder.id }
  const finished = { status: 'confirmed', visitStatus: 'finished' } as const
  const add = (local: string, data: Partial<Appointment> & Pick<Appointment, 'status'>) =>
    appointment(groomer.id, local, data)
  // Before the period.
  await add('2026-02-10T10:00', { ...A, ...finished, motive: grooming.id })
  await add('2026-03-03T11:00', { customerName: 'Martin', ...finished })
  await add('2026-03-31T23:00', { customerName: 'Léon', ...finished, motive: bath.id })
  // In the period.
  await add('2026-04-01T00:30', { customerName: 'Zoé', ...finished, motive: bath.id })
  const visit = await add('2026-04-07T09:00', { ...A, ...finished, motive: grooming.id })
  await add('2026-04-14T14:00', { ...B, ...finished, motive: bath.id })
  await add('2026-04-20T10:00', { customerName: 'Jamais venu', status: 'expired', motive: grooming.id })
  await add('2026-05-12T09:00', { ...A, status: 'confirmed', visitStatus: 'no_show', motive: bath.id })
  await add('2026-05-20T10:00', {
    customerName: 'Dupont; "Rex"',
    customerPhone: '06 12 34 56 78',
    ...finished,
    motive: claws.id,
  })
  await add('2026-06-02T14:00', { ...B, ...finished, motive: grooming.id })
  await add('2026-06-03T11:00', {
    customerName: '=2+3',
    status: 'cancelled',
    cancelledBy: 'attendee',
    motive: grooming.id,
  })
  await add('2026-06-10T09:30', { customerName: ' martin ', status: 'confirmed', motive: grooming.id })
  // After the period, and another groomer's finished visit inside it.
  await add('2026-06-22T10:00', { customerName: 'Plus tard', status: 'confirmed', motive: grooming.id })
  const other = await bookableGroomer(payload)
  await appointment(other.groomer.id, '2026-05-05T09:00', {
    customerName: 'Chez un autre',
    ...finished,
    motive: other.motive.id,
  })
  return { groomer, other: other.groomer, attendee, mobile, visit, grooming, bath, claws }
}

beforeAll(async () => {
  payload = await getTestPayload()
  fixture = await seedFixture()
})

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n')

describe('Statistiques: the groomer’s figures', () => {
  it('count a zone PostgreSQL does not know as Paris, and group in the zone of a groomer elsewhere', async () => {
    const period = statisticsPeriod('3m', NOW, ZONE)
    const inParis = await groomerFigures(fixture.groomer, period)
    const inZone = (timezone: string) => ({ ...fixture.groomer, timezone }) as typeof fixture.groomer
    expect(await groomerFigures(inZone('Mars/Olympus_Mons'), period)).toEqual(inParis)
    // Réunion is 2 or 3 hours ahead of Paris: the visits' hours move with it.
    const inReunion = await groomerFigures(inZone('Indian/Reunion'), period)
    expect(inReunion.hours).not.toEqual(inParis.hours)
    expect(inReunion.totals).toEqual(inParis.totals)
  })

  it('match the seeded fixture over 3 months, grouped in the groomer’s zone', async () => {
    const period = statisticsPeriod('3m', NOW, ZONE)
    expect(period.from.toISOString()).toBe('2026-03-31T22:00:00.000Z')
    expect(period.to.toISOString()).toBe('2026-06-20T22:00:00.000Z')
    const figures = await groomerFigures(fixture.groomer, period)
    expect(figures.totals).toEqual({
      appointments: 7,
      finished: 5,
      noShows: 1,
      cancelled: 1,
      revenue: 171,
      unpriced: 1,
      cashed: 0,
      tips: 0,
      // Nothing cashed in yet: no money received, no average note.
      cashedRevenue: 0,
      averageBasket: null,
      byMethod: [],
      newCustomers: 3,
      returningCustomers: 2,
      noShowRate: 1 / 6,
      cancellationRate: 1 / 8,
    })
    expect(figures.months).toEqual([
      { start: '2026-04-01', appointments: 3, finished: 3, revenue: 116 },
      { start: '2026-05-01', appointments: 2, finished: 1, revenue: 0 },
      { start: '2026-06-01', appointments: 2, finished: 1, revenue: 55 },
    ])
    expect(figures.weeks).toHaveLength(12)
    expect(figures.weeks.slice(0, 3)).toEqual([
      { start: '2026-03-30', appointments: 1, finished: 1, revenue: 30.5 },
      { start: '2026-04-06', appointments: 1, finished: 1, revenue: 55 },
      { start: '2026-04-13', appointments: 1, finished: 1, revenue: 30.5 },
    ])
    expect(figures.weeks.at(-1)).toEqual({ start: '2026-06-15', appointments: 0, finished: 0, revenue: 0 })
    expect(figures.hours).toEqual([
      { hour: 0, count: 1 },
      { hour: 9, count: 3 },
      { hour: 10, count: 1 },
      { hour: 14, count: 2 },
    ])
    expect(figures.busiestHour).toBe(9)
    expect(figures.topMotives).toEqual([
      { id: fixture.grooming.id, title: 'Toilettage complet', count: 3, revenue: 110, priced: true },
      { id: fixture.bath.id, title: 'Bain', count: 3, revenue: 61, priced: true },
      { id: fixture.claws.id, title: 'Coupe des griffes', count: 1, revenue: 0, priced: false },
    ])
  })

  it('the motives list counts the same appointments as the key figure (the rest and those without motive in their own lines); unpriced visits are said (issue 29 item 8)', async () => {
    const { groomer } = await bookableGroomer(payload)
    const motives = []
    for (const [index, price] of [40, 35, 30, 25, 20, 15, null].entries()) {
      motives.push(
        await payload.create({
          collection: 'motives',
          overrideAccess: true,
          data: {
            groomer: groomer.id,
            title: `Prestation ${index + 1}`,
            duration: 60,
            kind: 'salon',
            ...(price === null ? {} : { price }),
          },
        }),
      )
    }
    const finished = { status: 'confirmed', visitStatus: 'finished' } as const
    // Two of the first, one of each other, two without motive (an imported event, a deleted motive).
    for (const [index, motive] of [motives[0]!, ...motives].entries())
      await appointment(groomer.id, `2026-05-${String(index + 4).padStart(2, '0')}T10:00`, {
        customerName: `Client ${index}`,
        ...finished,
        motive: motive.id,
      })
    await appointment(groomer.id, '2026-05-20T10:00', { customerName: 'Importé', ...finished })
    await appointment(groomer.id, '2026-05-21T10:00', { customerName: 'Importé 2', status: 'confirmed' })
    const { totals, topMotives } = await groomerFigures(groomer, statisticsPeriod('3m', NOW, ZONE))
    expect(totals).toMatchObject({ appointments: 10, finished: 9, revenue: 80 + 35 + 30 + 25 + 20 + 15, unpriced: 2 })
    expect(topMotives.map(({ title, count }) => [title, count])).toEqual([
      ['Prestation 1', 2],
      ['Prestation 2', 1],
      ['Prestation 3', 1],
      ['Prestation 4', 1],
      ['Prestation 5', 1],
      [OTHER_MOTIVES, 2],
      [NO_MOTIVE, 2],
    ])
    expect(topMotives.reduce((sum, motive) => sum + motive.count, 0)).toBe(totals.appointments)
    expect(topMotives.at(-2)).toMatchObject({ revenue: 15, priced: false })
    expect(revenueDetail(totals.finished, totals.unpriced)).toBe('9 visites terminées, dont 2 sans prix (comptées 0 €)')
    expect([motiveRevenue({ revenue: 0, priced: false }), motiveRevenue(topMotives.at(-2)!)]).toEqual([
      'sans prix',
      expect.stringMatching(/^15,00\s€ \(certaines sans prix\)$/),
    ])
  })

  it('an unknown period is the default 12 months, where everyone of the fixture is new', async () => {
    for (const raw of ['zzz', '1m', undefined, ['3m', '6m'], 'toString'])
      expect(statisticsPeriod(raw, NOW, ZONE).key).toBe('12m')
    const period = statisticsPeriod('nonsense', NOW, ZONE)
    expect(period.from.toISOString()).toBe('2025-06-30T22:00:00.000Z')
    const { totals, months } = await groomerFigures(fixture.groomer, period)
    expect(months.map((month) => month.start)).toEqual(
      Array.from({ length: 12 }, (_, index) => paris('2025-07-01').plus({ months: index }).toISODate()),
    )
    expect(totals).toMatchObject({
      appointments: 10,
      finished: 8,
      revenue: 171 + 55 + 30.5,
      newCustomers: 6,
      returningCustomers: 0,
    })
  })

  it('nobody else’s appointments: another groomer sees only their own visit', async () => {
    const figures = await groomerFigures(fixture.other, statisticsPeriod('3m', NOW, ZONE))
    expect(figures.totals).toMatchObject({
      appointments: 1,
      finished: 1,
      revenue: 55,
      newCustomers: 1,
      noShowRate: 0,
      cancellationRate: 0,
    })
  })
})

describe('Statistiques: CSV exports', () => {
  it('a cell is quoted when it holds ; " or a line end, and a formula gets a leading quote', () => {
    expect(csvCell('Dupont; "Rex"')).toBe('"Dupont; ""Rex"""')
    expect(csvCell('deux\r\nlignes')).toBe('"deux\r\nlignes"')
    expect(['=2+3', '+33 6', '-1', '@SOMME(A1)'].map(csvCell)).toEqual(["'=2+3", "'+33 6", "'-1", "'@SOMME(A1)"])
    expect([12, null, 'Zoé'].map(csvCell)).toEqual(['12', '', 'Zoé'])
  })

  it('the appointments of the period, in date order, as French Excel reads them', async () => {
    const file = await appointmentsCsv(fixture.groomer, statisticsPeriod('3m', NOW, ZONE))
    expect(file.filename).toBe('rendez-vous_2026-04-01_2026-06-20.csv')
    expect(
      file.body.startsWith(
        '\uFEFFDate;Heure;Client;Téléphone;E-mail;Animal;Prestation;Prix;Statut;Suivi;Origine;Référence\r\n',
      ),
    ).toBe(true)
    const rows = lines(file.body)
    expect(rows).toHaveLength(1 + 9 + 1)
    expect(rows.at(-1)).toBe('')
    expect(rows[1]).toMatch(/^01\/04\/2026;00:30;Zoé;;;;Bain;30,50;Confirmé;Terminé;Saisi par vous;STAT-/)
    const phone = phoneLink(fixture.mobile, 'FR').label
    expect(phone).toMatch(/^06 7\d/)
    expect(rows[2]).toBe(
      `07/04/2026;09:00;Paul Client;${phone};${fixture.attendee.email};Filou (Chien);Toilettage complet;55,00;Confirmé;Terminé;En ligne;${fixture.visit.reference}`,
    )
    expect(rows[3]).toMatch(
      /^14\/04\/2026;14:00;Camille Durand;06 11 22 33 44;camille@example\.fr;;Bain;30,50;Confirmé;Terminé;/,
    )
    expect(rows[6]).toMatch(
      /^20\/05\/2026;10:00;"Dupont; ""Rex""";06 12 34 56 78;;;Coupe des griffes;;Confirmé;Terminé;/,
    )
    expect(rows[8]).toMatch(/^03\/06\/2026;11:00;'=2\+3;;;;Toilettage complet;55,00;Annulé;;/)
    expect(file.body).not.toContain('Chez un autre')
    expect(file.body).not.toContain('Plus tard')
  })

  it('the customers of the period with their visits, no-shows and revenue', async () => {
    const file = await customersCsv(fixture.groomer, statisticsPeriod('3m', NOW, ZONE))
    expect(file.filename).toBe('clients_2026-04-01_2026-06-20.csv')
    const rows = lines(file.body)
    expect(rows).toEqual([
      'Client;Téléphone;E-mail;Visites;Absences;Dernière visite;Chiffre d’affaires',
      'Camille Durand;06 11 22 33 44;camille@example.fr;2;0;02/06/2026;85,50',
      '"Dupont; ""Rex""";06 12 34 56 78;;1;0;20/05/2026;0,00',
      'martin;;;0;0;;0,00',
      `Paul Client;${phoneLink(fixture.mobile, 'FR').label};${fixture.attendee.email};1;1;07/04/2026;55,00`,
      'Zoé;;;1;0;01/04/2026;30,50',
      '',
    ])
  })

  it('the download routes: the groomer’s own files only (401 without a session, 403 for another groomer)', async () => {
    const { groomer, other } = fixture
    // A recent appointment, so that the default period (the last 12 months, today's clock) holds one.
    await appointment(
      groomer.id,
      DateTime.now().setZone(ZONE).minus({ days: 1 }).set({ hour: 8, minute: 0, second: 0, millisecond: 0 }).toISO() ??
        '',
      {
        customerName: '@SOMME(A1)',
        status: 'confirmed',
        visitStatus: 'finished',
        motive: fixture.grooming.id,
      },
    )
    const own = await bearerOf(payload, 'users', groomer.email as string)
    const id = String(groomer.id)
    for (const [route, file] of [
      [appointmentsRoute, 'appointments'],
      [customersRoute, 'customers'],
    ] as const) {
      const path = `/api/v1/users/${id}/statistics/${file}.csv`
      expect((await route(getRequest(path), params({ id }))).status).toBe(401)
      expect(
        (await route(getRequest(path, await bearerOf(payload, 'attendees', fixture.attendee.email)), params({ id })))
          .status,
      ).toBe(401)
      expect(
        (await route(getRequest(path, await bearerOf(payload, 'users', other.email as string)), params({ id }))).status,
      ).toBe(403)
      expect(
        (
          await route(
            getRequest(`/api/v1/users/${other.id}/statistics/${file}.csv`, own),
            params({ id: String(other.id) }),
          )
        ).status,
      ).toBe(403)

      const response = await route(getRequest(`${path}?periode=%3Dn%27importe`, own), params({ id }))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      const name = file === 'appointments' ? 'rendez-vous' : 'clients'
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="${name}_\\d{4}-\\d{2}-01_\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      )
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
      expect(text.split('\r\n')[0]).toBe(
        file === 'appointments'
          ? '\uFEFFDate;Heure;Client;Téléphone;E-mail;Animal;Prestation;Prix;Statut;Suivi;Origine;Référence'
          : '\uFEFFClient;Téléphone;E-mail;Visites;Absences;Dernière visite;Chiffre d’affaires',
      )
      expect(text).toContain("'@SOMME(A1)")
      expect(text).not.toContain('Chez un autre')
    }
  })
})
