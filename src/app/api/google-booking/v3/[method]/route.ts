import { requireGoogleCredentials } from '@/server/http/googleBookingAuth'
import { bookingServerMethod } from '@/server/googleBooking/methods'
import { checkReadiness } from '@/server/health'
import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const UNKNOWN_METHOD = 'Méthode inconnue du serveur de réservation.'

/** HealthCheck: 200 while this instance is ready (database up, migrations applied, not draining); Google watches it. */
async function healthCheck(): Promise<Response> {
  const { ready } = await checkReadiness()
  if (!ready) throw new ApiError(503, 'Le site n’est pas prêt à prendre des réservations.')
  return jsonAnswer({})
}

/** `GET /api/google-booking/v3/HealthCheck`. */
export const GET = apiRoute(
  { session: 'none', prepare: ({ request }) => requireGoogleCredentials(request) },
  async ({ params }) => {
    if (params.method !== 'HealthCheck') throw new ApiError(404, UNKNOWN_METHOD)
    return healthCheck()
  },
)

/**
 * `POST /api/google-booking/v3/{method}`: Google's Actions Center (Booking Server API v3), behind
 * HTTP basic authentication. Each method answers its documented JSON; a malformed request is a 400
 * `{error, fields}`, an unknown booking a 404, a business refusal a `booking_failure` with 200.
 */
export const POST = apiRoute(
  {
    session: 'none',
    prepare: ({ request, params }) => {
      requireGoogleCredentials(request)
      if (params.method !== 'HealthCheck' && !bookingServerMethod(params.method))
        throw new ApiError(404, UNKNOWN_METHOD)
    },
    body: (params) => bookingServerMethod(params.method)?.request ?? null,
  },
  async ({ params, body }) => {
    const found = bookingServerMethod(params.method)
    if (!found) return healthCheck()
    return jsonAnswer(await found.answer(body, new Date()))
  },
)
