import type { Appointment, User } from '@/payload-types'
import { relationId } from '@/lib/relations'

import type { AuthenticatedPerson } from '../auth/tokens'
import { refuseAppointment, validateAppointment } from './lifecycle'
import { getPayloadClient } from '../payload'
import { checkActionLink, type ActionLink } from '../notifications/actionLinks'
import { hasCode } from '../domainErrors'

/** What opening a link finds; only `ready` lets the groomer answer. */
export type LinkState =
  | { kind: 'invalid' | 'expired' }
  | { kind: 'answered' | 'cancelled' | 'ready'; appointment: Appointment; groomer: AuthenticatedPerson }

export const LINK_MESSAGES = {
  invalid: 'Ce lien n’est pas valide. Ouvrez la demande depuis votre espace toiletteur.',
  expired: 'Ce lien a expiré. Validez ou refusez la demande depuis votre espace toiletteur.',
  answered: 'Vous avez déjà répondu à cette demande : rien n’a été modifié.',
  cancelled: 'Ce rendez-vous a été annulé : rien n’a été modifié.',
} as const

/**
 * Reads the appointment a link speaks of and checks the link against its groomer. Nobody is signed
 * in: the signature (sent only to the groomer's e-mail) is the proof, so this read bypasses access.
 */
export async function inspectActionLink(link: ActionLink, now = new Date()): Promise<LinkState> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'appointments',
    overrideAccess: true,
    depth: 1,
    limit: 1,
    where: { reference: { equals: link.ref } },
  })
  const appointment = docs[0]
  const groomerId = relationId(appointment?.groomer as User | number | undefined)
  if (!appointment || !groomerId) return { kind: 'invalid' }
  const check = checkActionLink(link, groomerId, now)
  if (check === 'forged') return { kind: 'invalid' }
  if (check === 'expired') return { kind: 'expired' }
  // The signature proved it: from here on the groomer acts as themself, with their own access.
  const user = await payload.findByID({
    collection: 'users',
    id: groomerId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!user) return { kind: 'invalid' }
  const groomer = { ...user, collection: 'users' } as AuthenticatedPerson
  if (appointment.status === 'cancelled' || appointment.status === 'expired')
    return { kind: 'cancelled', appointment, groomer }
  if (appointment.status !== 'pending') return { kind: 'answered', appointment, groomer }
  return { kind: 'ready', appointment, groomer }
}

export type ActionResult =
  | { ok: true; message: string; appointment: Appointment }
  | { ok: false; status: number; error: string; fields?: Record<string, string> }

const DONE = {
  valider: 'Rendez-vous confirmé, le client a reçu son e-mail de confirmation.',
  refuser: 'Demande refusée, le client a reçu votre message.',
}

/** Answers the booking as the link's groomer (Local API with them as `user`); nothing changes unless the link is ready. */
export async function performActionLink(
  link: ActionLink,
  reason: string | undefined,
  now = new Date(),
): Promise<ActionResult> {
  const state = await inspectActionLink(link, now)
  if (state.kind === 'invalid') return { ok: false, status: 403, error: LINK_MESSAGES.invalid }
  if (state.kind === 'expired') return { ok: false, status: 410, error: LINK_MESSAGES.expired }
  if (state.kind !== 'ready') return { ok: false, status: 409, error: LINK_MESSAGES[state.kind] }
  if (link.action === 'refuser' && !reason)
    return {
      ok: false,
      status: 400,
      error: 'Certains champs sont invalides.',
      fields: { reason: 'Indiquez la raison du refus.' },
    }
  try {
    const appointment =
      link.action === 'valider'
        ? await validateAppointment(state.groomer, link.ref)
        : await refuseAppointment(state.groomer, link.ref, reason ?? '')
    return { ok: true, message: DONE[link.action], appointment }
  } catch (error) {
    // Answered meanwhile (another tab, the dashboard): the lifecycle refused it.
    if (hasCode(error, 'conflict')) return { ok: false, status: 409, error: LINK_MESSAGES.answered }
    throw error
  }
}
