import { getSession } from '../auth/sessions'
import { answerBooking, BookingError, SIGN_IN_FIRST } from '../booking/errors'
import { getPayloadClient } from '../payload'
import type { AgendaOwner } from './appointments'
import { actingMember } from './teamTokens'

export const AGENDA_NOT_FOUND = 'Agenda introuvable.'

/** A positive integer id from a path segment, or null. */
export const pathId = (value: string): number | null => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null)

/**
 * For the agenda routes `/api/v1/users/{id}/agenda/…`: the signed-in groomer (401 without), acting
 * as the agenda's groomer — themself or a practice member through users_tokens (404 otherwise);
 * BookingErrors become their JSON answer.
 */
export function agendaRoute(request: Request, groomerId: string, run: (owner: AgendaOwner) => Promise<Response>): Promise<Response> {
  return answerBooking(async () => {
    const viewer = await getSession('user', request.headers)
    if (!viewer) throw new BookingError(401, SIGN_IN_FIRST)
    const id = pathId(groomerId)
    const owner = id ? await actingMember(await getPayloadClient(), viewer, id, request.headers) : null
    if (!owner) throw new BookingError(404, AGENDA_NOT_FOUND)
    return run(owner)
  })
}
