import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as exportRoute } from '../../src/app/api/v1/admin/exports/[file]/route'
import { PAGE_SIZE } from '../../src/server/adminExports/stream'
import { bearerOf } from './helpers/sessions'
import { getTestPayload } from './helpers/payload'
import { createAdmin, createAttendee, createGroomer, createPractice, PASSWORD } from '../../scripts/lib/people'
import { getRequest, params } from './helpers/requests'

let payload: Payload
let admin: Record<string, string>
let fixture: Awaited<ReturnType<typeof seedFixture>>

const download = (file: string, headers: Record<string, string>, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString()
  return exportRoute(
    getRequest(`/api/v1/admin/exports/${file}${search ? `?${search}` : ''}`, headers),
    params({ file }),
  )
}

/** The file's lines (BOM checked and removed, CRLF line ends checked), without the empty line after the last CRLF. */
async function linesOf(response: Response): Promise<string[]> {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1)
  expect(text.endsWith('\r\n')).toBe(true)
  return text.slice(0, -2).split('\r\n')
}

const byIds = (ids: number[]) => JSON.stringify({ id: { in: ids } })

/** Two groomers (one with text a spreadsheet would run), two attendees, three appointments on the DST days. */
async function seedFixture() {
  const practice = await createPractice(payload)
  const code = String(process.pid % 100_000).padStart(5, '9')
  const department = await payload.create({
    collection: 'departments',
    overrideAccess: true,
    data: { code: `X${code}`, name: 'Département export', uri: `departement-export-${code}` },
  })
  const city = await payload.create({
    collection: 'cities',
    overrideAccess: true,
    data: { name: 'Saint-Export', uri: `saint-export-${code}`, inseeCode: `X${code}`, department: department.id },
  })
  const groomer = await createGroomer(payload, { practice: practice.id })
  await payload.update({
    collection: 'users',
    id: groomer.id,
    overrideAccess: true,
    data: { city: city.id, postcode: '75011', phone: '06 12 34 56 78' },
  })
  const hidden = await createGroomer(payload, { published: false })
  await payload.update({
    collection: 'users',
    id: hidden.id,
    overrideAccess: true,
    data: { lastName: '@SOMME(A1)', firstName: '-2+3' },
  })
  const attendee = await createAttendee(payload)
  await payload.update({
    collection: 'attendees',
    id: attendee.id,
    overrideAccess: true,
    data: { civility: 'mme', firstName: '=HYPERLINK("http://x.fr";"clic")', phone: '+33 6 11 22 33 44' },
  })
  const plain = await createAttendee(payload)
  const motive = await payload.create({
    collection: 'motives',
    overrideAccess: true,
    data: { groomer: groomer.id, title: 'Toilettage; complet', duration: 60, kind: 'salon' },
  })
  const make = (reference: string, start: string, end: string, data: Record<string, unknown>) =>
    payload.create({
      collection: 'appointments',
      overrideAccess: true,
      data: {
        reference,
        groomer: groomer.id,
        timezone: 'Europe/Paris',
        kind: 'salon',
        start,
        end,
        status: 'confirmed',
        ...data,
      },
    })
  const suffix = `${process.pid}-${Date.now()}`
  // 29 March 2026: Paris goes from UTC+1 to UTC+2 at 01:00 UTC.
  const booked = await make(`EXP-A-${suffix}`, '2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z', {
    attendee: attendee.id,
    motive: motive.id,
  })
  const typed = await make(`EXP-B-${suffix}`, '2026-03-29T08:00:00.000Z', '2026-03-29T09:00:00.000Z', {
    customerName: '+33 Dupont',
    title: 'Bain',
    status: 'pending',
    source: 'groomer',
  })
  // 25 October 2026: back to UTC+1 at 01:00 UTC, so 02:30 comes twice.
  const cancelled = await make(`EXP-C-${suffix}`, '2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z', {
    attendee: plain.id,
    status: 'cancelled',
  })
  return { practice, city, groomer, hidden, attendee, plain, booked, typed, cancelled }
}

beforeAll(async () => {
  payload = await getTestPayload()
  const person = await createAdmin(payload)
  const { token } = await payload.login({
    collection: 'admins',
    data: { email: person.email as string, password: PASSWORD },
  })
  admin = { authorization: `Bearer ${token}` }
  fixture = await seedFixture()
})

describe('admin CSV exports', () => {
  it('groomers: French headers, the list’s filter, labels for the practice and the city, dates in Paris', async () => {
    const { groomer, hidden, practice, city } = fixture
    const response = await download('groomers.csv', admin, { where: byIds([groomer.id, hidden.id]) })
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="toiletteurs_\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = await linesOf(response)
    expect(lines[0]).toBe('Id;Prénom;Nom;E-mail;Téléphone;Étude;Ville;Code postal;Publié;Créé le')
    const created = (iso: unknown) => DateTime.fromISO(String(iso)).setZone('Europe/Paris').toFormat('dd/MM/yyyy HH:mm')
    expect(lines.slice(1)).toEqual([
      `${groomer.id};Léa;Test;${groomer.email};06 12 34 56 78;${practice.name};${city.name};75011;Oui;${created(groomer.createdAt)}`,
      // Text a spreadsheet would read as a formula starts with a quote.
      `${hidden.id};'-2+3;'@SOMME(A1);${hidden.email};;;;;Non;${created(hidden.createdAt)}`,
    ])
  })

  it('attendees: civility in words, formulas neutralised, quotes and semicolons quoted', async () => {
    const { attendee, plain } = fixture
    const lines = await linesOf(
      await download(
        'attendees.csv',
        { cookie: `admin_token=${admin.authorization!.slice(7)}` },
        { where: byIds([attendee.id, plain.id]) },
      ),
    )
    expect(lines[0]).toBe('Id;Civilité;Prénom;Nom;E-mail;Téléphone;Créé le')
    expect(lines[1]).toMatch(
      new RegExp(
        `^${attendee.id};Madame;"'=HYPERLINK\\(""http://x\\.fr"";""clic""\\)";Client;${attendee.email};'\\+33 6 11 22 33 44;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`,
      ),
    )
    expect(lines[2]).toMatch(
      new RegExp(`^${plain.id};;Paul;Client;${plain.email};;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`),
    )
    expect(lines).toHaveLength(3)
  })

  it('appointments: Paris times on both DST days, status label, groomer, customer and motive', async () => {
    const { booked, typed, cancelled, groomer } = fixture
    const lines = await linesOf(
      await download('appointments.csv', admin, { where: byIds([booked.id, typed.id, cancelled.id]) }),
    )
    expect(lines[0]).toBe('Référence;Début;Fin;Statut;Toiletteur;Client;Motif;Créé le')
    const { displayName } = await payload.findByID({
      collection: 'users',
      id: groomer.id,
      overrideAccess: true,
      depth: 0,
    })
    const name = displayName || 'Léa Test'
    // The last cell, "Créé le", is the moment the fixture was written.
    const rows = lines.slice(1).map((line) => line.replace(/;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, ''))
    expect(rows).toEqual([
      `${booked.reference};29/03/2026 01:30;29/03/2026 03:30;Confirmé;${name};"'=HYPERLINK(""http://x.fr"";""clic"") Client";"Toilettage; complet"`,
      `${typed.reference};29/03/2026 10:00;29/03/2026 11:00;En attente de validation;${name};'+33 Dupont;Bain`,
      `${cancelled.reference};25/10/2026 02:30;25/10/2026 02:30;Annulé;${name};Paul Client;`,
    ])
  })

  it('the search box and a filter on a field, as the list merges them', async () => {
    const { groomer, hidden } = fixture
    const unpublished = await linesOf(
      await download('groomers.csv', admin, {
        where: JSON.stringify({ and: [{ id: { in: [groomer.id, hidden.id] } }, { published: { equals: false } }] }),
      }),
    )
    expect(unpublished.slice(1).map((line) => line.split(';')[0])).toEqual([String(hidden.id)])
    // The groomers' list searches its title (displayName) when no searchable fields are set.
    const searched = await linesOf(
      await download('groomers.csv', admin, { where: byIds([groomer.id, hidden.id]), search: 'SOMME' }),
    )
    expect(searched.slice(1).map((line) => line.split(';')[0])).toEqual([String(hidden.id)])
  })

  it('every row once across pages (keyset paging), in id order', async () => {
    const prefix = `EXP-PAGE-${process.pid}-${Date.now()}`
    const count = PAGE_SIZE * 2 + 3
    await payload.db.pool.query(
      `insert into "appointments" ("reference", "groomer_id", "timezone", "start", "end", "status", "kind", "customer_name", "updated_at", "created_at")
       select $1 || '-' || g, $2, 'Europe/Paris', timestamptz '2030-01-01 08:00Z' + g * interval '1 hour', timestamptz '2030-01-01 08:30Z' + g * interval '1 hour',
         'confirmed', 'salon', 'Client ' || g, now(), now() from generate_series(1, $3::int) g`,
      [prefix, fixture.groomer.id, count],
    )
    const lines = await linesOf(
      await download('appointments.csv', admin, { where: JSON.stringify({ reference: { like: prefix } }) }),
    )
    const references = lines.slice(1).map((line) => line.split(';')[0])
    expect(references).toHaveLength(count)
    expect(new Set(references).size).toBe(count)
    expect(references[0]).toBe(`${prefix}-1`)
    expect(references.at(-1)).toBe(`${prefix}-${count}`)
  })

  it('admins only: anonymous, a groomer’s and an attendee’s sessions are refused with {error}', async () => {
    const groomer = await bearerOf(payload, 'users', fixture.groomer.email as string)
    const attendee = await bearerOf(payload, 'attendees', fixture.attendee.email as string)
    for (const file of ['groomers.csv', 'attendees.csv', 'appointments.csv']) {
      const sessions: Record<string, string>[] = [
        {},
        groomer,
        attendee,
        { cookie: `user_token=${groomer.authorization.slice(7)}` },
      ]
      for (const headers of sessions) {
        const response = await download(file, headers)
        expect(response.status).toBe(401)
        expect(response.headers.get('content-type')).toContain('application/json')
        expect(await response.json()).toMatchObject({ error: expect.stringContaining('administrateur') })
      }
    }
  })

  it('a filter that cannot be read is a 400 with {error, fields}, an unknown file a 404', async () => {
    for (const where of [
      '{pas du json',
      '[1]',
      JSON.stringify({ champInconnu: { equals: 1 } }),
      JSON.stringify({ postcode: { equals: 'a\u0000b' } }),
      JSON.stringify({ hash: { exists: true } }),
      JSON.stringify({ 'sessions.id': { exists: true } }),
    ]) {
      const response = await download('groomers.csv', admin, { where })
      expect({ where, status: response.status }).toEqual({ where, status: 400 })
      expect(await response.json()).toMatchObject({ error: expect.any(String), fields: { where: expect.any(String) } })
    }
    const unknown = await download('admins.csv', admin)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: 'Cet export n’existe pas.' })
  })
})
