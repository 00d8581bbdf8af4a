import { relationId } from '@/lib/relations'
import type { Appointment } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { reviewPagePath, signReviewLink } from './reviewLink'
import { REVIEW_LINK_DAYS } from './rules'

export type OwnerReviewLink = { href: string; label: 'Donner mon avis' | 'Modifier mon avis' }

/**
 * The review link of each finished visit in an owner's history, as the e-mailed request gives it:
 * valid 30 days from the visit's end (signed at that time), « Modifier » while the review is still
 * editable, nothing once it is locked. The owner's reviews are read as the owner.
 */
export async function ownerReviewLinks(
  attendee: AuthenticatedPerson,
  appointments: Appointment[],
  now: Date,
): Promise<Map<number, OwnerReviewLink>> {
  const visits = appointments.filter(
    (a) => a.status === 'confirmed' && a.visitStatus === 'finished' && relationId(a.attendee) === attendee.id,
  )
  const links = new Map<number, OwnerReviewLink>()
  if (visits.length === 0) return links
  const payload = await getPayloadClient()
  const { docs: reviews } = await payload.find({
    collection: 'reviews',
    user: attendee,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    select: { appointment: true, editableUntil: true },
    where: { and: [{ attendee: { equals: attendee.id } }, { appointment: { in: visits.map((visit) => visit.id) } }] },
  })
  const reviewOf = new Map(reviews.map((review) => [relationId(review.appointment), review]))
  for (const visit of visits) {
    const review = reviewOf.get(visit.id)
    const ended = new Date(visit.end)
    if (review) {
      // Its own 7 days of editing decide; the link only has to outlive them.
      if (review.editableUntil && new Date(review.editableUntil).getTime() > now.getTime())
        links.set(visit.id, {
          href: reviewPagePath(signReviewLink(visit.reference, Number(attendee.id), now)),
          label: 'Modifier mon avis',
        })
    } else if (ended.getTime() + REVIEW_LINK_DAYS * 86_400_000 > now.getTime()) {
      links.set(visit.id, {
        href: reviewPagePath(signReviewLink(visit.reference, Number(attendee.id), ended)),
        label: 'Donner mon avis',
      })
    }
  }
  return links
}
