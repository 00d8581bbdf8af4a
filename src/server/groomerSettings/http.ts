import { getSession } from '../auth/sessions'
import type { AuthenticatedPerson } from '../auth/tokens'
import { answerBooking, BookingError, SIGN_IN_FIRST } from '../booking/errors'
import { jsonError } from '../http/responses'
import { issueFields, validationIssues } from '../http/payloadErrors'

/** The groomer signed in on this request (Bearer or cookie), or a 401; an attendee's token is no groomer's. */
export async function signedInGroomer(request: Request): Promise<AuthenticatedPerson> {
  const groomer = await getSession('user', request.headers)
  if (!groomer) throw new BookingError(401, SIGN_IN_FIRST)
  return groomer
}

/** A route's id segment as a positive integer, or a 404 with the given message. */
export function idParam(raw: string, notFound: string): number {
  const id = Number(raw)
  if (!Number.isInteger(id) || id <= 0) throw new BookingError(404, notFound)
  return id
}

/** Runs a settings route: rule refusals and the collections' own validation become `{error, fields}` 4xx. */
export function answerSettings(run: () => Promise<Response>): Promise<Response> {
  return answerBooking(async () => {
    try {
      return await run()
    } catch (error) {
      const issues = validationIssues(error)
      if (issues) return jsonError(400, 'Certains champs sont invalides.', issueFields(issues))
      throw error
    }
  })
}
