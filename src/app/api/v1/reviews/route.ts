import { z } from 'zod'

import { apiRoute } from '@/server/http/route'
import { reviewBody, REVIEW_LINK_MESSAGES, submitReview } from '@/server/reviews/submission'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const body = reviewBody.extend({
  token: z
    .string({ error: REVIEW_LINK_MESSAGES.forged })
    .min(1, REVIEW_LINK_MESSAGES.forged)
    .max(1000, REVIEW_LINK_MESSAGES.forged),
})

/**
 * `POST /api/v1/reviews` with the review link's `token`, the appointment's reference, the four
 * ratings and the text: the owner's review (created, or edited within 7 days). No session: the
 * signed link is the proof. The review waits for moderation.
 */
export const POST = apiRoute({ session: 'none', body }, async ({ body: { token, ...input } }) => {
  const review = await submitReview(token, input)
  return jsonAnswer({
    message: 'Merci ! Votre avis sera publié après relecture par notre équipe, sous 48 heures.',
    review: {
      id: review.id,
      status: review.status,
      ratings: review.ratings,
      text: review.text,
      editableUntil: review.editableUntil,
    },
  })
})
