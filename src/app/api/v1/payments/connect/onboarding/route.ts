import { getSession } from '@/server/auth/sessions'
import { SESSION_KINDS } from '@/server/auth/kinds'
import { ONBOARDING_REFRESH_PATH, startConnectOnboarding } from '@/server/connectedAccounts/accounts'
import { redirectWithCookies } from '@/server/http/cookies'
import { apiRoute } from '@/server/http/route'
import { loginHref } from '@/lib/safeRedirect'
import { env } from '@/server/env'
import { siteUrl } from '@/server/notifications/siteUrl'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

/**
 * `POST /api/v1/payments/connect/onboarding`: the groomer's connected account (made the first time)
 * and the address of Stripe's hosted onboarding: `201 {url}`.
 */
export const POST = apiRoute({ session: 'groomer' }, async ({ person }) =>
  jsonAnswer(await startConnectOnboarding(person), { status: 201 }),
)

/**
 * `GET` of the same address: Stripe sends the groomer here when an onboarding link has expired;
 * they go on with a new one (303), or to the login page first.
 */
export const GET = apiRoute({ session: 'none' }, async ({ request }) => {
  const groomer = await getSession('groomer', request.headers)
  if (!groomer)
    return redirectWithCookies(
      `${siteUrl()}${loginHref(SESSION_KINDS.groomer.loginPath, ONBOARDING_REFRESH_PATH, env().SITE_URL)}`,
    )
  return redirectWithCookies((await startConnectOnboarding(groomer)).url)
})
