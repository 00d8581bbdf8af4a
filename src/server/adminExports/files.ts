import type { CollectionSlug } from 'payload'

import { APPOINTMENT_STATUSES } from '../../lib/appointmentStatusOptions'
import type { Appointment, Attendee, User } from '../../payload-types'
import type { CsvCell } from '../statistics/csv'

const HOUR_MS = 3_600_000
const PARIS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
})
/** Paris's offset from UTC by UTC hour: it only changes on the hour (01:00 UTC, the DST days). */
const offsets = new Map<number, number>()

function parisOffset(hour: number): number {
  let offset = offsets.get(hour)
  if (offset === undefined) {
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
    for (const { type, value } of PARIS.formatToParts(new Date(hour * HOUR_MS))) part[type] = value
    offset =
      Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute)) -
      hour * HOUR_MS
    if (offsets.size >= 50_000) offsets.clear()
    offsets.set(hour, offset)
  }
  return offset
}

const two = (value: number) => String(value).padStart(2, '0')

/**
 * `dd/MM/yyyy HH:mm` in Paris whatever the server's zone, as French Excel and the admin show a date
 * (spec section 9). Computed from a cached offset: Luxon's zone conversion, three per appointment,
 * was two thirds of a 50,000-row export's time.
 */
export function parisDateTime(value: string | null | undefined): string | null {
  const time = value ? Date.parse(value) : Number.NaN
  if (Number.isNaN(time)) return null
  const local = new Date(time + parisOffset(Math.floor(time / HOUR_MS)))
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`
}

/** A relation of the exported rows, read once per page: the related rows' labels by id. */
export type Lookup = {
  /** The field of the exported row that holds the related id. */
  field: string
  collection: CollectionSlug
  select: Record<string, true>
  label: (doc: Record<string, unknown>) => string | null
}

/** One admin export: what is read from the collection, and each row as its cells. */
export type ExportFile = {
  collection: CollectionSlug
  filename: string
  header: readonly string[]
  select: Record<string, true>
  lookups: readonly Lookup[]
  /** `labels[field]` maps the related ids of that field to their label. */
  cells: (doc: Record<string, unknown>, labels: Record<string, Map<number, string | null>>) => CsvCell[]
}

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null)
const labelOf = (labels: Map<number, string | null> | undefined, value: unknown) => {
  const id = idOf(value)
  return id === null ? null : (labels?.get(id) ?? null)
}
const fullName = (first: unknown, last: unknown) =>
  [first, last].filter((part) => typeof part === 'string' && part.trim()).join(' ') || null
const yesNo = (value: unknown) => (value ? 'Oui' : 'Non')

const CIVILITIES: Record<string, string> = { mme: 'Madame', m: 'Monsieur' }
const STATUS_LABELS = Object.fromEntries(APPOINTMENT_STATUSES.map((status) => [status.value, status.label]))

const groomers: ExportFile = {
  collection: 'users',
  filename: 'toiletteurs.csv',
  header: ['Id', 'Prénom', 'Nom', 'E-mail', 'Téléphone', 'Étude', 'Ville', 'Code postal', 'Publié', 'Créé le'],
  select: {
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    team: true,
    city: true,
    postcode: true,
    published: true,
    createdAt: true,
  },
  lookups: [
    {
      field: 'team',
      collection: 'teams',
      select: { name: true },
      label: (practice) => (practice.name as string | undefined) ?? null,
    },
    {
      field: 'city',
      collection: 'cities',
      select: { name: true },
      label: (city) => (city.name as string | undefined) ?? null,
    },
  ],
  cells: (doc, labels) => {
    const groomer = doc as Partial<User>
    return [
      groomer.id,
      groomer.firstName,
      groomer.lastName,
      groomer.email,
      groomer.phone,
      labelOf(labels.team, groomer.team),
      labelOf(labels.city, groomer.city),
      groomer.postcode,
      yesNo(groomer.published),
      parisDateTime(groomer.createdAt),
    ]
  },
}

const attendees: ExportFile = {
  collection: 'attendees',
  filename: 'clients.csv',
  header: ['Id', 'Civilité', 'Prénom', 'Nom', 'E-mail', 'Téléphone', 'Créé le'],
  select: { civility: true, firstName: true, lastName: true, email: true, phone: true, createdAt: true },
  lookups: [],
  cells: (doc) => {
    const attendee = doc as Partial<Attendee>
    return [
      attendee.id,
      attendee.civility ? CIVILITIES[attendee.civility] : null,
      attendee.firstName,
      attendee.lastName,
      attendee.email,
      attendee.phone,
      parisDateTime(attendee.createdAt),
    ]
  },
}

const appointments: ExportFile = {
  collection: 'appointments',
  filename: 'rendez-vous.csv',
  header: ['Référence', 'Début', 'Fin', 'Statut', 'Toiletteur', 'Client', 'Motif', 'Créé le'],
  select: {
    reference: true,
    start: true,
    end: true,
    status: true,
    groomer: true,
    attendee: true,
    customerName: true,
    motive: true,
    title: true,
    createdAt: true,
  },
  lookups: [
    {
      field: 'groomer',
      collection: 'users',
      select: { displayName: true, firstName: true, lastName: true },
      label: (user) => (user.displayName as string | null) || fullName(user.firstName, user.lastName),
    },
    {
      field: 'attendee',
      collection: 'attendees',
      select: { firstName: true, lastName: true },
      label: (attendee) => fullName(attendee.firstName, attendee.lastName),
    },
    {
      field: 'motive',
      collection: 'motives',
      select: { title: true },
      label: (motive) => (motive.title as string | undefined) ?? null,
    },
  ],
  cells: (doc, labels) => {
    const appointment = doc as Partial<Appointment>
    return [
      appointment.reference,
      parisDateTime(appointment.start),
      parisDateTime(appointment.end),
      appointment.status ? (STATUS_LABELS[appointment.status] ?? appointment.status) : null,
      labelOf(labels.groomer, appointment.groomer),
      // An account's name, else the name the groomer typed for a customer without one.
      labelOf(labels.attendee, appointment.attendee) ?? appointment.customerName,
      labelOf(labels.motive, appointment.motive) ?? appointment.title,
      parisDateTime(appointment.createdAt),
    ]
  },
}

/** The admin exports by the name of their file in the URL (`/api/v1/admin/exports/{name}.csv`). */
export const EXPORT_FILES = { groomers, attendees, appointments } as const satisfies Record<string, ExportFile>

export type ExportName = keyof typeof EXPORT_FILES
