import { connectIcloud, icloudSchema } from '@/server/calendarSync/connectionRequests'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `POST /api/v1/calendar-connections/icloud` `{appleId, appPassword}`: connects Apple iCloud (CalDAV); `201 {id}`. */
export const POST = apiRoute({ session: 'groomer', body: icloudSchema }, async ({ person, body }) =>
  jsonAnswer(await connectIcloud(person, body), { status: 201 }),
)
