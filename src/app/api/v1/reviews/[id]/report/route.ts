import { apiRoute } from '@/server/http/route'
import { reportBody, reportReview, REVIEW_NOT_FOUND } from '@/server/reviews/groomerReviews'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `POST /api/v1/reviews/{id}/report` `{reason}`: the groomer asks the admins to look at a published review of theirs again. */
export const POST = apiRoute(
  { session: 'groomer', ids: { id: REVIEW_NOT_FOUND }, body: reportBody },
  async ({ person, ids, body }) => {
    await reportReview(person, ids.id, body.reason)
    return jsonAnswer({ message: 'Avis signalé : notre équipe va le réexaminer.' })
  },
)
