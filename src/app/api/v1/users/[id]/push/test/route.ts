import { DomainError } from '@/server/domainErrors'
import { GROOMER_NOT_FOUND, requireSelfGroomer } from '@/server/groomerAccount/self'
import { apiRoute } from '@/server/http/route'
import { pushTo } from '@/server/push/send'
import { consume, type RateLimit } from '@/server/rateLimits/limiter'
import { minutesText } from '@/server/rateLimits/messages'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** Test notifications one groomer may send per 10 minutes (each calls every push service of theirs). */
const TESTS_PER_GROOMER: RateLimit = { name: 'push-test', points: 5, duration: 600 }

/** `POST /api/v1/users/{id}/push/test`: a notification to each of the groomer's browsers, to see it arrive. */
export const POST = apiRoute(
  {
    session: 'groomer',
    ids: { id: GROOMER_NOT_FOUND },
    prepare: ({ person, params }) => requireSelfGroomer(person, params.id!),
  },
  async ({ prepared: groomer }) => {
    const admitted = await consume(TESTS_PER_GROOMER, String(groomer.id))
    if (!admitted.ok)
      throw new DomainError(
        'rate_limited',
        `Réessayez dans ${minutesText(admitted.retryAfterSeconds)} : cinq essais par dix minutes.`,
        {
          retryAfterSeconds: admitted.retryAfterSeconds,
        },
      )
    const outcome = await pushTo(
      { groomerId: groomer.id },
      {
        title: 'Notifications activées',
        body: 'Vous serez prévenu ici de chaque nouvelle demande de rendez-vous.',
        tag: 'essai',
        url: '/user/dashboard',
      },
      { urgency: 'normal' },
    )
    return jsonAnswer({
      ...outcome,
      message:
        outcome.sent > 0
          ? `Notification envoyée à ${outcome.sent} appareil${outcome.sent > 1 ? 's' : ''}.`
          : 'Aucun appareil n’a pu être prévenu : activez les notifications sur ce téléphone.',
    })
  },
)
