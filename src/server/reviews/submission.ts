import { z } from 'zod'

import { relationId } from '@/lib/relations'
import type { Appointment, Attendee, Review, User } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError, type ErrorCode } from '../domainErrors'
import { validationIssues } from '../payloadErrors'
import { getPayloadClient } from '../payload'
import { readReviewLink } from './reviewLink'
import {
  authorNameOf,
  REVIEW_CRITERIA,
  REVIEW_EDITABLE_DAYS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type CriterionName,
} from './rules'

export const REVIEW_LINK_MESSAGES = {
  forged: 'Ce lien d’avis n’est pas valide. Utilisez le lien reçu par e-mail ou par SMS après votre rendez-vous.',
  expired: 'Ce lien d’avis a expiré : il était valable 30 jours après votre rendez-vous.',
  mismatch: 'Ce lien d’avis ne correspond pas à ce rendez-vous : utilisez le lien reçu pour ce rendez-vous.',
  notFinished: 'Ce rendez-vous n’est pas terminé : vous pourrez donner votre avis le lendemain de la visite.',
  locked: `Votre avis ne peut plus être modifié : il l’était pendant ${REVIEW_EDITABLE_DAYS} jours après son envoi.`,
  duplicate: 'Un avis a déjà été envoyé pour ce rendez-vous.',
} as const

const ratingField = (label: string) =>
  z
    .number({ error: `Notez « ${label} » de 1 à 5.` })
    .int(`Notez « ${label} » de 1 à 5.`)
    .min(1, `Notez « ${label} » de 1 à 5.`)
    .max(5, `Notez « ${label} » de 1 à 5.`)

export const reviewBody = z.object({
  appointment: z.string({ error: 'Rendez-vous manquant.' }).min(1, 'Rendez-vous manquant.').max(64),
  ratings: z.object(
    Object.fromEntries(REVIEW_CRITERIA.map(({ name, label }) => [name, ratingField(label)])) as Record<
      CriterionName,
      ReturnType<typeof ratingField>
    >,
    {
      error: 'Notez chacun des quatre critères de 1 à 5.',
    },
  ),
  text: z
    .string({ error: 'Écrivez votre avis.' })
    .trim()
    .min(REVIEW_TEXT_MIN, `Votre avis doit contenir au moins ${REVIEW_TEXT_MIN} caractères.`)
    .max(REVIEW_TEXT_MAX, `Votre avis doit contenir au plus ${REVIEW_TEXT_MAX} caractères.`),
})
export type ReviewInput = z.infer<typeof reviewBody>

export type OpenLink = {
  appointment: Appointment
  attendee: Attendee
  groomer: User
  review: Review | null
  editable: boolean
}
export type LinkState = { ok: true; link: OpenLink } | { ok: false; code: ErrorCode; message: string }

const refusal = (code: ErrorCode, message: string): LinkState => ({ ok: false, code, message })
const asAttendee = (attendee: Attendee) => ({ ...attendee, collection: 'attendees' }) as AuthenticatedPerson

/**
 * What a review link opens. Nobody is signed in: the signature (sent only to the owner) is the
 * proof of who they are, so the appointment and the owner are read bypassing access; their
 * review is then read as that owner.
 */
export async function openReviewLink(token: string, now = new Date()): Promise<LinkState> {
  const check = readReviewLink(token, now)
  if (!check.ok)
    return check.reason === 'expired'
      ? refusal('expired', REVIEW_LINK_MESSAGES.expired)
      : refusal('forbidden', REVIEW_LINK_MESSAGES.forged)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'appointments',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { reference: { equals: check.grant.reference } },
  })
  const appointment = docs[0]
  if (!appointment || relationId(appointment.attendee) !== check.grant.attendeeId)
    return refusal('forbidden', REVIEW_LINK_MESSAGES.forged)
  if (appointment.status !== 'confirmed' || appointment.visitStatus !== 'finished')
    return refusal('conflict', REVIEW_LINK_MESSAGES.notFinished)
  const [attendee, groomer] = await Promise.all([
    payload.findByID({
      collection: 'attendees',
      id: check.grant.attendeeId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    }),
    payload.findByID({
      collection: 'users',
      id: relationId(appointment.groomer) ?? 0,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    }),
  ])
  if (!attendee || !groomer) return refusal('forbidden', REVIEW_LINK_MESSAGES.forged)
  const found = await payload.find({
    collection: 'reviews',
    depth: 0,
    limit: 1,
    user: asAttendee(attendee),
    overrideAccess: false,
    where: { appointment: { equals: appointment.id } },
  })
  const review = found.docs[0] ?? null
  const editable = !review || (review.editableUntil ? new Date(review.editableUntil).getTime() > now.getTime() : false)
  return { ok: true, link: { appointment, attendee, groomer: groomer as User, review, editable } }
}

/**
 * Writes the owner's review of the link's appointment, as the owner: the first time creates it,
 * within 7 days an edit replaces it (and sends it back to moderation). One per appointment.
 */
export async function submitReview(token: string, input: ReviewInput, now = new Date()): Promise<Review> {
  const state = await openReviewLink(token, now)
  if (!state.ok) throw new DomainError(state.code, state.message)
  const { appointment, attendee, review, editable } = state.link
  if (input.appointment !== appointment.reference) throw new DomainError('forbidden', REVIEW_LINK_MESSAGES.mismatch)
  if (!editable) throw new DomainError('conflict', REVIEW_LINK_MESSAGES.locked)
  const payload = await getPayloadClient()
  const user = asAttendee(attendee)
  if (review)
    return payload.update({
      collection: 'reviews',
      id: review.id,
      user,
      overrideAccess: false,
      data: { ratings: input.ratings, text: input.text },
    })
  try {
    return await payload.create({
      collection: 'reviews',
      user,
      overrideAccess: false,
      data: {
        appointment: appointment.id,
        groomer: relationId(appointment.groomer) ?? 0,
        attendee: attendee.id,
        authorName: authorNameOf(attendee.firstName, attendee.lastName),
        visitDate: appointment.start,
        ratings: input.ratings,
        text: input.text,
        status: 'pending',
      },
    })
  } catch (error) {
    // Two sends at once (two tabs): the unique index on the appointment refuses the second.
    if (validationIssues(error)?.some((issue) => issue.path === 'appointment'))
      throw new DomainError('conflict', REVIEW_LINK_MESSAGES.duplicate)
    throw error
  }
}
