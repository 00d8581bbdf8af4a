import { DateTime } from 'luxon'

import { linesPrice, linesTitle, tooManyPets } from '@/lib/bookingLines'
import { priceForSize } from '@/lib/motivePrice'
import type { Appointment } from '@/payload-types'

import { afterAppointmentChange } from '../appointments/afterChange'
import { type AgendaOwner, holdTime } from '../appointments/agendaLock'
import { type Defer, inline } from '../defer'
import { DomainError } from '../domainErrors'
import { env } from '../env'
import { durationForSize } from '../slots/motiveDuration'
import { agendaAppointment } from './appointments'
import { motivesById } from './motives'
import type { LinesInput } from './schemas'

/**
 * The groomer adds, changes or removes a pet of an appointment: each line's minutes (the motive's
 * for the size unless typed) and price (the motive's for the size) are set again, the appointment
 * ends at its start plus their sum, under the agenda lock (a longer visit over another appointment
 * or a blocked time is refused like a move). One line left: the appointment is a single pet again.
 */
export async function editLines(
  owner: AgendaOwner,
  id: number,
  input: LinesInput,
  { defer = inline }: { defer?: Defer } = {},
): Promise<Appointment> {
  const max = env().PETS_PER_BOOKING
  if (input.lines.length > max)
    throw new DomainError('invalid', tooManyPets(max), { fields: { lines: tooManyPets(max) } })
  const appointment = await agendaAppointment(owner, id)
  // Their own motives, bookable online or not.
  const motives = await motivesById(
    owner,
    input.lines.map((line) => line.motive),
    { ownOnly: true },
  )
  const lines = input.lines.map((line, index) => {
    const motive = motives.get(line.motive)
    if (!motive)
      throw new DomainError('invalid', 'Choisissez un de vos motifs.', {
        fields: { [`lines.${index}.motive`]: 'Choisissez un de vos motifs.' },
      })
    return {
      petName: line.name,
      petSpecies: line.species,
      petBreed: line.breed || null,
      petSize: line.size,
      motive: motive.id,
      motiveTitle: motive.title,
      duration: line.durationMinutes ?? durationForSize(motive, line.size),
      price: priceForSize(motive, line.size),
    }
  })
  const start = new Date(appointment.start)
  const end = new Date(start.getTime() + lines.reduce((sum, line) => sum + line.duration, 0) * 60_000)
  const [first] = lines
  const saved = await holdTime(owner, { start, end }, (req) =>
    req.payload.update({
      req,
      collection: 'appointments',
      id,
      user: owner,
      overrideAccess: false,
      depth: 0,
      data: {
        motive: first.motive,
        title: linesTitle(lines),
        pet: { name: first.petName, species: first.petSpecies, breed: first.petBreed, size: first.petSize },
        lines: lines.length > 1 ? lines.map(({ motiveTitle: _title, ...line }) => line) : [],
        price: linesPrice(lines),
        end: DateTime.fromJSDate(end).toUTC().toISO() ?? end.toISOString(),
      },
    }),
  )
  await defer(() =>
    afterAppointmentChange(saved.id, {
      kind: 'resized',
      previousStart: appointment.start,
      previousEnd: appointment.end,
    }),
  )
  return saved
}
