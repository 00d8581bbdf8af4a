import { PRACTICE_NOT_FOUND } from '@/server/agenda/practice'
import { deferAfterResponse } from '@/server/http/deferAfterResponse'
import { apiRoute } from '@/server/http/route'
import { practiceMessageBody, receivedPracticeMessages, sendPracticeMessage } from '@/server/practices/messages'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const member = { session: 'groomer', ids: { id: PRACTICE_NOT_FOUND } } as const

/**
 * `POST /api/v1/teams/{id}/messages` `{to: colleague id | "all", text}`: a member's word to a
 * colleague of their practice (or to all), shown on their « Mon étude » and pushed to their phone.
 */
export const POST = apiRoute({ ...member, body: practiceMessageBody }, async ({ person, ids, body }) => {
  const { recipients } = await sendPracticeMessage(person, ids.id, body, deferAfterResponse)
  return jsonAnswer(
    { recipients, message: recipients > 1 ? `Message envoyé à ${recipients} collègues.` : 'Message envoyé.' },
    { status: 201 },
  )
})

/** `GET /api/v1/teams/{id}/messages`: the last messages the signed-in member received from their practice. */
export const GET = apiRoute(member, async ({ person, ids }) =>
  jsonAnswer({ messages: await receivedPracticeMessages(person, ids.id) }),
)
