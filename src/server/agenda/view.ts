import type { DayReason } from 'booking-engine'
import { DateTime } from 'luxon'
import type { Where } from 'payload'

import { type CustomerContact, customerContact, type CustomerHistory } from '@/lib/customerContact'
import type { VisitStatus } from '../appointments/visitSteps'
import { type BookingLine, linesOf } from '@/lib/bookingLines'
import type { Appointment, Unavailability } from '@/payload-types'

import { withCustomerNames } from '../appointments/customers'
import { motivesById } from './motives'
import { getPayloadClient } from '../payload'
import type { AgendaOwner } from '../appointments/agendaLock'
import { type AgendaOpeningDay, agendaOpeningDays } from '../openingHours/agendaDays'

export type AgendaMode = 'jour' | 'semaine'

export type AgendaAppointment = {
  kind: 'appointment'
  id: number
  start: string
  end: string
  status: Appointment['status']
  title: string
  customer: string
  /** Shown as the groomer dials it, with its tel: link. */
  phone: { label: string; href: string } | null
  email: string | null
  /** The customer's visits and no-shows with this groomer (null for a name typed without a folder). */
  history: CustomerHistory | null
  visitStatus: VisitStatus | null
  pet: { name: string; species: string; breed: string | null; size: string | null } | null
  source: 'online' | 'groomer' | 'google'
  reference: string
  note: string | null
  /** Euros, the price booked for the pet's size; null: none (priced on site). */
  price: number | null
  /** One per pet (one line for a single pet), with its motive's title. */
  lines: AgendaLine[]
}
export type AgendaLine = BookingLine & { motiveTitle: string | null }
export type AgendaBlock = { kind: 'block'; id: number; start: string; end: string; reason: string }
export type AgendaItem = AgendaAppointment | AgendaBlock
/** `open`: the stretches the groomer works (the rest of the grid is shaded). */
export type AgendaDay = {
  date: string
  closed: string | null
  open: { start: string; end: string }[]
  items: AgendaItem[]
}
export type Agenda = { zone: string; mode: AgendaMode; date: string; days: AgendaDay[] }

const CLOSED: Partial<Record<DayReason, string>> = {
  sunday: 'Fermé (dimanche)',
  holiday: 'En congé',
  public_holiday: 'Jour férié',
  not_working: 'Fermé',
}

/** What the agenda shows of an appointment (the rest is read when it is opened elsewhere). */
const AGENDA_FIELDS = {
  groomer: true,
  attendee: true,
  customerName: true,
  customerPhone: true,
  customerFolder: true,
  attendeeEmails: true,
  title: true,
  start: true,
  end: true,
  status: true,
  visitStatus: true,
  pet: true,
  lines: true,
  motive: true,
  source: true,
  reference: true,
  note: true,
  price: true,
  timezone: true,
  kind: true,
  updatedAt: true,
  createdAt: true,
} as const

/** The days shown: the day itself, or Monday to Sunday of its week, in the groomer's zone. */
export function agendaDays(mode: AgendaMode, date: string, zone: string): DateTime[] {
  const day = DateTime.fromISO(date, { zone }).startOf('day')
  if (mode === 'jour') return [day]
  const monday = day.startOf('week')
  return Array.from({ length: 7 }, (_, index) => monday.plus({ days: index }))
}

/** The agenda of one groomer for a day or a week: appointments, blocked times and closed days. */
export async function loadAgenda(owner: AgendaOwner, mode: AgendaMode, date: string): Promise<Agenda> {
  const zone = owner.timezone || 'Europe/Paris'
  const days = agendaDays(mode, date, zone)
  const from = days[0].toJSDate()
  const until = days[days.length - 1].plus({ days: 1 }).toJSDate()
  const payload = await getPayloadClient()
  const overlapping: Where[] = [
    { groomer: { equals: owner.id } },
    { start: { less_than: until.toISOString() } },
    { end: { greater_than: from.toISOString() } },
  ]
  const [appointments, blocks, opening] = await Promise.all([
    payload.find({
      collection: 'appointments',
      user: owner,
      overrideAccess: false,
      depth: 0,
      limit: 500,
      sort: 'start',
      select: AGENDA_FIELDS,
      where: { and: [...overlapping, { status: { not_equals: 'expired' } }] },
    }),
    payload.find({
      collection: 'unavailabilities',
      user: owner,
      overrideAccess: false,
      depth: 0,
      limit: 500,
      sort: 'start',
      where: { and: overlapping },
    }),
    // From the first day shown: the engine then names why each day is closed, past days included.
    agendaOpeningDays(owner, days[0].toISODate() ?? date, days[days.length - 1].toISODate() ?? date, from).catch(
      () => new Map<string, AgendaOpeningDay>(),
    ),
  ])
  const [withContacts, titles] = await Promise.all([
    withCustomerNames(appointments.docs),
    motiveTitles(owner, appointments.docs),
  ])
  const items: AgendaItem[] = [
    ...withContacts.map((appointment) =>
      appointmentItem(appointment, customerContact(appointment, owner.country || 'FR'), titles),
    ),
    ...blocks.docs.map(blockItem),
  ]
  return {
    zone,
    mode,
    date: days[0].toISODate() ?? date,
    days: days.map((day) => {
      const start = day.toMillis()
      const end = day.plus({ days: 1 }).toMillis()
      const { reason = null, open = [] } = opening.get(day.toISODate() ?? '') ?? {}
      return {
        date: day.toISODate() ?? '',
        closed: reason ? (CLOSED[reason] ?? null) : null,
        open,
        items: items
          .filter((item) => Date.parse(item.start) < end && Date.parse(item.end) > start)
          .sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
      }
    }),
  }
}

/** The titles of the motives of the agenda's lines, read only when some visit has several pets. */
async function motiveTitles(owner: AgendaOwner, appointments: Appointment[]): Promise<Map<number, string>> {
  const ids = appointments
    .flatMap((appointment) =>
      (appointment.lines ?? []).map((line) => (typeof line.motive === 'object' ? line.motive?.id : line.motive)),
    )
    .filter((id): id is number => typeof id === 'number')
  const motives = await motivesById(owner, ids)
  return new Map([...motives].map(([id, motive]) => [id, motive.title]))
}

function appointmentItem(
  appointment: Appointment,
  contact: CustomerContact,
  titles: Map<number, string>,
): AgendaAppointment {
  const pet = appointment.pet?.name
    ? {
        name: appointment.pet.name,
        species: appointment.pet.species ?? 'other',
        breed: appointment.pet.breed || null,
        size: appointment.pet.size || null,
      }
    : null
  return {
    kind: 'appointment',
    id: appointment.id,
    start: appointment.start,
    end: appointment.end,
    status: appointment.status,
    title: appointment.title || 'Rendez-vous',
    customer: contact.name,
    phone: contact.phone,
    email: contact.email,
    history: contact.history ?? null,
    visitStatus: appointment.visitStatus ?? null,
    pet,
    source: appointment.source === 'groomer' || appointment.source === 'google' ? appointment.source : 'online',
    reference: appointment.reference,
    note: appointment.note || null,
    price: appointment.price ?? null,
    lines: linesOf(appointment).map((line) => ({
      ...line,
      motiveTitle: line.motive === null ? null : (titles.get(line.motive) ?? null),
    })),
  }
}

const blockItem = (block: Unavailability): AgendaBlock => ({
  kind: 'block',
  id: block.id,
  start: block.start,
  end: block.end,
  reason: block.reason || 'Temps bloqué',
})
