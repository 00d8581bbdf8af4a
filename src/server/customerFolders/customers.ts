import type { Appointment } from '@/payload-types'
import { relationId } from '@/lib/relations'

import { getPayloadClient } from '../payload'
import { displayPhone } from './schema'

export type Customer = { name: string; email: string | null; phone: string | null; attendee: number | null }

type Contact = { id: number; firstName: string; lastName: string; email: string; phone?: string | null }

/**
 * The contact details of the customers of the groomer's own appointments (the caller has read
 * those appointments with the groomer's access). Attendee accounts are readable by their owner
 * only, so this read bypasses access, and only name, e-mail and phone come out of it.
 */
export async function customersOf(appointments: Appointment[]): Promise<Map<number, Customer>> {
  const attendeeIds = [
    ...new Set(appointments.map((item) => relationId(item.attendee as never)).filter((id): id is number => id != null)),
  ]
  const contacts = new Map<number, Contact>()
  if (attendeeIds.length > 0) {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'attendees',
      overrideAccess: true,
      where: { id: { in: attendeeIds } },
      select: { firstName: true, lastName: true, email: true, phone: true },
      pagination: false,
      depth: 0,
    })
    for (const doc of docs as Contact[]) contacts.set(doc.id, doc)
  }
  const customers = new Map<number, Customer>()
  for (const appointment of appointments) {
    const attendeeId = relationId(appointment.attendee as never)
    const contact = attendeeId ? contacts.get(attendeeId) : undefined
    customers.set(appointment.id, {
      name: contact
        ? `${contact.firstName} ${contact.lastName}`.trim()
        : appointment.customerName?.trim() || 'Client sans nom',
      email: contact?.email ?? appointment.attendeeEmails?.[0] ?? null,
      phone:
        displayPhone(contact?.phone ?? appointment.customerPhone) ??
        contact?.phone ??
        appointment.customerPhone ??
        null,
      attendee: contact?.id ?? null,
    })
  }
  return customers
}
