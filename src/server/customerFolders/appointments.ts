import type { Where } from 'payload'

import type { Appointment, CustomerFolder } from '@/payload-types'
import { relationId } from '@/lib/relations'

import type { AuthenticatedPerson } from '../auth/tokens'
import { linkCustomerFolder } from '../appointments/customerFolderLink'
import { inPersonTransaction } from '../transaction'
import { getPayloadClient } from '../payload'
import { customersOf, type Customer } from './customers'
import { DomainError } from '../domainErrors'

const asGroomer = (groomer: AuthenticatedPerson) => ({ user: groomer, overrideAccess: false as const })

/**
 * A folder's history: the groomer's own appointments linked to the folder, or booked by the
 * folder's attendee account. E-mail matching is left out on purpose: an e-mail typed by hand is
 * not proof that the booking is this customer's.
 */
export async function folderHistory(
  groomer: AuthenticatedPerson,
  folder: CustomerFolder,
  limit = 50,
): Promise<Appointment[]> {
  const payload = await getPayloadClient()
  const attendeeId = relationId(folder.attendee as never)
  const links: Where[] = [
    { customerFolder: { equals: folder.id } },
    ...(attendeeId ? [{ attendee: { equals: attendeeId } }] : []),
  ]
  const { docs } = await payload.find({
    collection: 'appointments',
    ...asGroomer(groomer),
    where: { and: [{ groomer: { equals: groomer.id } }, { or: links }] },
    sort: '-start',
    limit,
    depth: 1,
  })
  return docs
}

export type FolderCandidate = { appointment: Appointment; customer: Customer }

/** The groomer's recent appointments whose customer has no folder yet, latest first. */
export async function folderCandidates(groomer: AuthenticatedPerson, limit = 20): Promise<FolderCandidate[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'appointments',
    ...asGroomer(groomer),
    where: {
      and: [
        { groomer: { equals: groomer.id } },
        { customerFolder: { exists: false } },
        { status: { in: ['pending', 'confirmed'] } },
      ],
    },
    sort: '-start',
    limit: limit * 2,
    depth: 0,
  })
  const attendeeIds = docs.map((item) => relationId(item.attendee as never)).filter((id): id is number => id != null)
  const withFolder = new Set<number>()
  if (attendeeIds.length > 0) {
    const folders = await payload.find({
      collection: 'customer-folders',
      ...asGroomer(groomer),
      where: { and: [{ groomer: { equals: groomer.id } }, { attendee: { in: attendeeIds } }] },
      pagination: false,
      depth: 0,
      select: { attendee: true },
    })
    for (const folder of folders.docs) withFolder.add(relationId(folder.attendee as never) ?? 0)
  }
  const customers = await customersOf(docs)
  const seen = new Set<string>()
  const candidates: FolderCandidate[] = []
  for (const appointment of docs) {
    const customer = customers.get(appointment.id)
    if (!customer || (customer.attendee && withFolder.has(customer.attendee))) continue
    const key = customer.attendee ? `a${customer.attendee}` : `n${customer.name}|${customer.phone ?? ''}`
    if (seen.has(key)) continue
    seen.add(key)
    candidates.push({ appointment, customer })
  }
  return candidates.slice(0, limit)
}

/**
 * Creates the folder of an appointment's customer (name, contact, account and the booked pet) and
 * links the appointment to it. When the customer's account already has a folder, the appointment
 * is linked to that one instead. Returns the folder's id.
 */
export async function createFolderFromAppointment(
  groomer: AuthenticatedPerson,
  appointmentId: number,
): Promise<{ id: number; created: boolean }> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'appointments',
    ...asGroomer(groomer),
    where: { and: [{ groomer: { equals: groomer.id } }, { id: { equals: appointmentId } }] },
    limit: 1,
    depth: 0,
  })
  const appointment = docs[0]
  if (!appointment)
    throw new DomainError('not_found', 'Ce rendez-vous est introuvable.', {
      fields: { appointment: 'Ce rendez-vous est introuvable.' },
    })
  const linked = relationId(appointment.customerFolder as never)
  if (linked) return { id: linked, created: false }
  const customer = (await customersOf([appointment])).get(appointment.id) as Customer

  return inPersonTransaction(groomer, async (req) => {
    const options = { ...asGroomer(groomer), req, depth: 0 }
    const existing = customer.attendee
      ? (
          await payload.find({
            collection: 'customer-folders',
            ...options,
            where: { and: [{ groomer: { equals: groomer.id } }, { attendee: { equals: customer.attendee } }] },
            limit: 1,
          })
        ).docs[0]
      : undefined
    const pet = appointment.pet?.name
      ? [
          {
            name: appointment.pet.name,
            species: appointment.pet.species ?? null,
            breed: appointment.pet.breed ?? null,
            size: appointment.pet.size ?? null,
          },
        ]
      : []
    const folder =
      existing ??
      (await payload.create({
        collection: 'customer-folders',
        ...options,
        data: {
          groomer: groomer.id,
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
          attendee: customer.attendee,
          pets: pet,
        },
      }))
    await linkCustomerFolder(req, groomer, appointment.id, folder.id)
    return { id: folder.id, created: !existing }
  })
}
