import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'

import { phoneLink } from '@/lib/phone'
import { VISIT_LABELS, type VisitStatus } from '../appointments/visitSteps'

import { zoneOf } from '../appointments/dashboard'
import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { toCsv, type CsvCell } from './csv'
import { periodDays, type StatisticsPeriod } from './period'
import { APPOINTMENT_PRICE, CUSTOMER_KEY } from './sql'

const STATUS_LABELS: Record<string, string> = {
  pending: 'En attente',
  confirmed: 'Confirmé',
  refused: 'Refusé',
  cancelled: 'Annulé',
  expired: 'Expiré',
}
const SOURCE_LABELS: Record<string, string> = { online: 'En ligne', groomer: 'Saisi par vous', google: 'Google' }
const SPECIES_LABELS: Record<string, string> = { dog: 'Chien', cat: 'Chat', rabbit: 'Lapin', other: 'NAC' }
const UNKNOWN_CUSTOMER = 'Client en ligne'

/** "55,00": a number French Excel reads as one (no currency sign, no thousands space). */
const money = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })

type Row = {
  reference: string
  start: string | Date
  status: string
  visit_status: VisitStatus | null
  source: string | null
  title: string | null
  pet_name: string | null
  pet_species: string | null
  customer: string | null
  name: string | null
  phone: string | null
  phone_country: string | null
  email: string | null
  motive: string | null
  price: string | number | null
}

/**
 * The groomer's appointments starting in the period, all statuses, with who they are for. The
 * attendee's name and phone are private to their account: read here only for the attendees of this
 * groomer's own appointments (groomer_id is theirs), as on the agenda; the e-mail is the one on the
 * appointment, never the account's.
 */
async function ownAppointments(
  groomer: AuthenticatedPerson,
  period: Pick<StatisticsPeriod, 'from' | 'to'>,
): Promise<Row[]> {
  const payload = await getPayloadClient()
  const { rows } = await payload.db.drizzle.execute(sql`
    select a."reference", a."start", a."status", a."visit_status", a."source", a."title", coalesce((select string_agg(l."pet_name", ', ' order by l."_order") from "appointments_lines" l where l."_parent_id" = a."id"), a."pet_name") as "pet_name", a."pet_species",
      ${CUSTOMER_KEY} as "customer",
      coalesce(nullif(trim(a."customer_name"), ''), nullif(trim(concat_ws(' ', at."first_name", at."last_name")), ''), cf."name") as "name",
      case when nullif(trim(a."customer_name"), '') is null and at."id" is not null then at."phone"
        else coalesce(nullif(trim(a."customer_phone"), ''), cf."phone") end as "phone",
      case when nullif(trim(a."customer_name"), '') is null and at."id" is not null then at."phone_country_code"::text end as "phone_country",
      coalesce((select t."text" from "appointments_texts" t where t."parent_id" = a."id" and t."path" = 'attendeeEmails' order by t."order" limit 1), cf."email") as "email",
      m."title" as "motive", ${APPOINTMENT_PRICE} as "price"
    from "appointments" a
      left join "attendees" at on at."id" = a."attendee_id"
      left join "customer_folders" cf on cf."id" = a."customer_folder_id" and cf."groomer_id" = a."groomer_id"
      left join "motives" m on m."id" = a."motive_id"
    where a."groomer_id" = ${Number(groomer.id)} and a."start" >= ${period.from.toISOString()}::timestamptz and a."start" < ${period.to.toISOString()}::timestamptz
    order by a."start", a."id"`)
  return rows as unknown as Row[]
}

const countryOf = (groomer: AuthenticatedPerson) => {
  const country = (groomer as { country?: unknown }).country
  return typeof country === 'string' && country ? country : 'FR'
}

/**
 * Name, phone (national for the groomer's country) and e-mail of a row, as the agenda shows them.
 * Each number is formatted once per export: a customer comes back every few weeks, and parsing a
 * number costs about as much as the rest of the line.
 */
function contactReader(home: string) {
  const labels = new Map<string, string>()
  const labelOf = (phone: string, country: string) => {
    const key = `${country} ${phone}`
    let label = labels.get(key)
    if (label === undefined) labels.set(key, (label = phoneLink(phone, country, home).label))
    return label
  }
  return (row: Row) => ({
    name: row.name || row.email || UNKNOWN_CUSTOMER,
    phone: row.phone ? labelOf(row.phone, row.phone_country || home) : null,
    email: row.email,
  })
}

const localStart = (row: Row, zone: string) => DateTime.fromJSDate(new Date(row.start), { zone })
const priceOf = (row: Row) => (row.price === null ? null : Number(row.price))
const isFinished = (row: Row) => row.status === 'confirmed' && row.visit_status === 'finished'

export type CsvFile = { filename: string; body: string }

const APPOINTMENT_HEADER = [
  'Date',
  'Heure',
  'Client',
  'Téléphone',
  'E-mail',
  'Animal',
  'Prestation',
  'Prix',
  'Statut',
  'Suivi',
  'Origine',
  'Référence',
]

/** `rendez-vous_<first day>_<last day>.csv`: one line per appointment of the period, in date order. */
export async function appointmentsCsv(groomer: AuthenticatedPerson, period: StatisticsPeriod): Promise<CsvFile> {
  const zone = zoneOf(groomer)
  const contactOf = contactReader(countryOf(groomer))
  const rows = (await ownAppointments(groomer, period)).map((row): CsvCell[] => {
    const start = localStart(row, zone)
    const contact = contactOf(row)
    const species = row.pet_species ? SPECIES_LABELS[row.pet_species] : null
    const pet = row.pet_name ? (species ? `${row.pet_name} (${species})` : row.pet_name) : species
    const price = priceOf(row)
    return [
      start.toFormat('dd/MM/yyyy'),
      start.toFormat('HH:mm'),
      contact.name,
      contact.phone,
      contact.email,
      pet,
      row.motive ?? row.title,
      price === null ? null : money.format(price),
      STATUS_LABELS[row.status] ?? row.status,
      row.visit_status ? VISIT_LABELS[row.visit_status] : null,
      row.source ? SOURCE_LABELS[row.source] : null,
      row.reference,
    ]
  })
  const { first, last } = periodDays(period)
  return { filename: `rendez-vous_${first}_${last}.csv`, body: toCsv(APPOINTMENT_HEADER, rows) }
}

const CUSTOMER_HEADER = [
  'Client',
  'Téléphone',
  'E-mail',
  'Visites',
  'Absences',
  'Dernière visite',
  'Chiffre d’affaires',
]

type Customer = {
  name: string
  phone: string | null
  email: string | null
  visits: number
  noShows: number
  lastVisit: DateTime | null
  revenue: number
}

/**
 * `clients_<first day>_<last day>.csv`: one line per customer with a confirmed appointment in the
 * period (account, folder or typed name, as in the figures), their latest details, visits, no-shows
 * and revenue over the period, by name.
 */
export async function customersCsv(groomer: AuthenticatedPerson, period: StatisticsPeriod): Promise<CsvFile> {
  const zone = zoneOf(groomer)
  const contactOf = contactReader(countryOf(groomer))
  const customers = new Map<string, Customer>()
  for (const row of await ownAppointments(groomer, period)) {
    if (!row.customer || row.status !== 'confirmed') continue
    const contact = contactOf(row)
    const known = customers.get(row.customer)
    // Rows come in date order: the latest details win, an empty one keeps the earlier.
    const customer: Customer = {
      name: contact.name,
      phone: contact.phone ?? known?.phone ?? null,
      email: contact.email ?? known?.email ?? null,
      visits: known?.visits ?? 0,
      noShows: known?.noShows ?? 0,
      lastVisit: known?.lastVisit ?? null,
      revenue: known?.revenue ?? 0,
    }
    if (isFinished(row)) {
      customer.visits += 1
      customer.lastVisit = localStart(row, zone)
      customer.revenue += priceOf(row) ?? 0
    }
    if (row.visit_status === 'no_show') customer.noShows += 1
    customers.set(row.customer, customer)
  }
  const rows = [...customers.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
    .map((customer): CsvCell[] => [
      customer.name,
      customer.phone,
      customer.email,
      customer.visits,
      customer.noShows,
      customer.lastVisit?.toFormat('dd/MM/yyyy') ?? null,
      money.format(Math.round(customer.revenue * 100) / 100),
    ])
  const { first, last } = periodDays(period)
  return { filename: `clients_${first}_${last}.csv`, body: toCsv(CUSTOMER_HEADER, rows) }
}
