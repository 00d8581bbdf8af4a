import type { Payload } from 'payload'
import { createElement } from 'react'

import { ReplyModerated } from '../../../email-templates/ReplyModerated'
import { ReviewModerated } from '../../../email-templates/ReviewModerated'
import { emailSenderFor } from '@/integrations/email'
import { relationId } from '@/lib/relations'
import type { Review } from '@/payload-types'

import { renderEmail } from '../notifications/render'
import { siteUrl } from '../notifications/siteUrl'
import { refusalLabel } from './rules'

/** Tag of the site-wide rating (schema-rating): published whenever a review's status changes. */
export const RATING_TAG = 'reviews:rating'

/** After the admins' decision the author gets the outcome by e-mail. Uses the hook's `payload` (a collection hook must not load the client). */
export async function tellReviewOutcome(payload: Payload, review: Review): Promise<void> {
  const outcome = review.status
  if (outcome !== 'published' && outcome !== 'refused') return
  // System read: the author and groomer of this very review, for its e-mail.
  const [attendee, groomer] = await Promise.all([
    payload.findByID({
      collection: 'attendees',
      id: relationId(review.attendee) ?? 0,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    }),
    payload.findByID({
      collection: 'users',
      id: relationId(review.groomer) ?? 0,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { displayName: true, uri: true },
    }),
  ])
  if (!attendee?.email || !groomer) return
  const site = siteUrl()
  const element = createElement(ReviewModerated, {
    siteUrl: site,
    attendeeFirstName: attendee.firstName,
    groomerName: groomer.displayName ?? 'votre toiletteur',
    outcome,
    reason: outcome === 'refused' ? refusalLabel(review.refusalReason) : null,
    profileUrl: `${site}/toiletteur/${groomer.uri}#avis`,
    rulesUrl: `${site}/service-avis`,
  })
  const { html, text } = await renderEmail(element)
  const subject =
    outcome === 'published'
      ? `Votre avis sur ${groomer.displayName} est publié`
      : `Votre avis sur ${groomer.displayName} n’a pas été publié`
  await emailSenderFor(() => payload).send({ to: [attendee.email], subject, html, text })
}

/** After the admins' decision on the groomer's public reply, the groomer gets the outcome by e-mail. */
export async function tellReplyOutcome(payload: Payload, review: Review): Promise<void> {
  const outcome = review.reply?.status
  if (outcome !== 'published' && outcome !== 'refused') return
  // System read: the groomer of this very review, for its e-mail.
  const groomer = await payload.findByID({
    collection: 'users',
    id: relationId(review.groomer) ?? 0,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { email: true, firstName: true },
  })
  if (!groomer?.email) return
  const element = createElement(ReplyModerated, {
    siteUrl: siteUrl(),
    groomerFirstName: groomer.firstName ?? '',
    authorName: review.authorName,
    outcome,
    reason: outcome === 'refused' ? refusalLabel(review.reply?.refusalReason) : null,
    reviewsUrl: `${siteUrl()}/user/avis`,
  })
  const { html, text } = await renderEmail(element)
  const subject =
    outcome === 'published'
      ? `Votre réponse à l’avis de ${review.authorName} est publiée`
      : `Votre réponse à l’avis de ${review.authorName} n’a pas été publiée`
  await emailSenderFor(() => payload).send({ to: [groomer.email], subject, html, text })
}
