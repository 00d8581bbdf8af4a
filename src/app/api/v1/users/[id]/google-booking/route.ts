import { GROOMER_NOT_FOUND, requireSelfGroomer } from '@/server/groomerAccount/self'
import { googleOptIn, googleOptInBody, setGoogleOptIn } from '@/server/googleBooking/optIn'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const own = { session: 'groomer', ids: { id: GROOMER_NOT_FOUND } } as const

/** `GET /api/v1/users/{id}/google-booking`: whether the groomer's motives are offered on Google, and which. */
export const GET = apiRoute(
  { ...own, prepare: ({ person, params }) => requireSelfGroomer(person, params.id!) },
  async ({ prepared: groomer }) => jsonAnswer(await googleOptIn(groomer)),
)

/** `PUT /api/v1/users/{id}/google-booking` `{enabled}`: the groomer offers their motives on Google, or stops. */
export const PUT = apiRoute(
  { ...own, prepare: ({ person, params }) => requireSelfGroomer(person, params.id!), body: googleOptInBody },
  async ({ prepared: groomer, body }) => {
    const optIn = await setGoogleOptIn(groomer, body.enabled)
    return jsonAnswer({
      ...optIn,
      message: !optIn.enabled
        ? 'Vos motifs ne sont plus proposés sur Google.'
        : optIn.services.length > 0 && optIn.published && optIn.bookable
          ? 'Vos motifs en confirmation immédiate sont proposés sur Google.'
          : 'C’est noté : Google vous proposera dès que les conditions ci-dessous seront remplies.',
    })
  },
)
