import type { PayloadRequest } from 'payload'

import type { AuthenticatedPerson } from '../auth/tokens'

/** Files the groomer's appointment in a customer folder, in the caller's transaction (their access applies). */
export async function linkCustomerFolder(
  req: PayloadRequest,
  groomer: AuthenticatedPerson,
  appointmentId: number,
  folderId: number,
): Promise<void> {
  await req.payload.update({
    collection: 'appointments',
    id: appointmentId,
    req,
    user: groomer,
    overrideAccess: false,
    depth: 0,
    data: { customerFolder: folderId },
  })
}

/** Takes the groomer's appointments out of a folder about to be deleted, in the caller's transaction. */
export async function unlinkCustomerFolder(
  req: PayloadRequest,
  groomer: AuthenticatedPerson,
  folderId: number,
): Promise<void> {
  await req.payload.update({
    collection: 'appointments',
    req,
    user: groomer,
    overrideAccess: false,
    where: { and: [{ groomer: { equals: groomer.id } }, { customerFolder: { equals: folderId } }] },
    data: { customerFolder: null },
  })
}
