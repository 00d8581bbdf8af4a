import type { Unavailability } from '@/payload-types'
import { relationId } from '@/lib/relations'

import { refreshGroomerPages } from '../cache/refreshPublicPages'
import { getPayloadClient } from '../payload'
import type { AgendaOwner } from '../appointments/agendaLock'
import { overlapsActiveAppointment, underAgendaLock } from '../appointments/agendaLock'
import { instantIn, type BlockInput } from './schemas'
import { DomainError } from '../domainErrors'

export const OVER_ACTIVE_APPOINTMENT = 'Un rendez-vous est prévu sur cette plage : déplacez-le ou annulez-le d’abord.'
const MAX_BLOCK_DAYS = 62

/** Blocks a time range of the agenda: never over an active appointment (checked under the agenda lock). */
export async function blockTime(owner: AgendaOwner, input: BlockInput): Promise<Unavailability> {
  const zone = owner.timezone || 'Europe/Paris'
  const start = instantIn(input.start, zone)
  const end = instantIn(input.end, zone)
  if (!start)
    throw new DomainError('invalid', 'Cette heure n’existe pas.', { fields: { start: 'Cette heure n’existe pas.' } })
  if (!end)
    throw new DomainError('invalid', 'Cette heure n’existe pas.', { fields: { end: 'Cette heure n’existe pas.' } })
  if (end <= start)
    throw new DomainError('invalid', 'La fin doit être après le début.', {
      fields: { end: 'La fin doit être après le début.' },
    })
  if (end.getTime() - start.getTime() > MAX_BLOCK_DAYS * 86_400_000) {
    throw new DomainError(
      'invalid',
      'Bloquez deux mois au plus : pour des congés, utilisez les périodes de vacances.',
      {
        fields: {
          end: 'Deux mois au plus.',
        },
      },
    )
  }
  const payload = await getPayloadClient()
  const block = await underAgendaLock(owner, owner.id, async (req) => {
    if (await overlapsActiveAppointment(req, owner.id, { start, end }))
      throw new DomainError('conflict', OVER_ACTIVE_APPOINTMENT, { fields: { start: OVER_ACTIVE_APPOINTMENT } })
    return payload.create({
      req,
      collection: 'unavailabilities',
      user: owner,
      overrideAccess: false,
      depth: 0,
      data: { groomer: owner.id, start: start.toISOString(), end: end.toISOString(), reason: input.reason || null },
    })
  })
  await refreshOwnerPages(owner)
  return block
}

/** Removes a blocked time of this agenda; another agenda's id is a 404. */
export async function unblockTime(owner: AgendaOwner, id: number): Promise<void> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'unavailabilities',
    user: owner,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    where: { and: [{ id: { equals: id } }, { groomer: { equals: owner.id } }] },
  })
  if (!docs[0]) throw new DomainError('not_found', 'Plage bloquée introuvable dans cet agenda.')
  await payload.delete({ collection: 'unavailabilities', id, user: owner, overrideAccess: false })
  await refreshOwnerPages(owner)
}

/** The public profile and city listing show free slots: they changed. */
async function refreshOwnerPages(owner: AgendaOwner) {
  const cityId = relationId(owner.city ?? null)
  const payload = await getPayloadClient()
  const city = cityId
    ? await payload.findByID({
        collection: 'cities',
        id: cityId,
        depth: 0,
        select: { uri: true },
        user: owner,
        overrideAccess: false,
        disableErrors: true,
      })
    : null
  void refreshGroomerPages({ uri: owner.uri, cityUri: city?.uri ?? null })
}
