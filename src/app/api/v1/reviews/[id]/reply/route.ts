import { apiRoute } from '@/server/http/route'
import { replyBody, replyToReview, REVIEW_NOT_FOUND } from '@/server/reviews/groomerReviews'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `POST /api/v1/reviews/{id}/reply` `{text}`: the groomer's one public reply to a published review of theirs, moderated before it shows. */
export const POST = apiRoute(
  { session: 'groomer', ids: { id: REVIEW_NOT_FOUND }, body: replyBody },
  async ({ person, ids, body }) => {
    const review = await replyToReview(person, ids.id, body.text)
    return jsonAnswer({
      message: 'Réponse envoyée : elle sera publiée après relecture par notre équipe.',
      reply: { text: review.reply?.text, status: review.reply?.status },
    })
  },
)
