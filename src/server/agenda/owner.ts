import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { getPayloadClient } from '../payload'
import type { AgendaOwner } from '../appointments/agendaLock'
import { actingMember } from './practiceTokens'

export const AGENDA_NOT_FOUND = 'Agenda introuvable.'

/**
 * For the agenda routes `/api/v1/users/{id}/agenda/…`: the agenda's groomer the viewer acts as —
 * themself or a practice member through users_tokens — or a 404.
 */
export async function agendaOwner(
  viewer: AuthenticatedPerson,
  groomerId: number,
  headers: Headers,
): Promise<AgendaOwner> {
  const owner = await actingMember(await getPayloadClient(), viewer, groomerId, headers)
  if (!owner) throw new DomainError('not_found', AGENDA_NOT_FOUND)
  return owner
}
