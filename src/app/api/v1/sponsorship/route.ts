import { referralPath } from '@/server/sponsorship/referral'
import { requireFeatures } from '@/server/groomerSpace/features'
import { apiRoute } from '@/server/http/route'
import { ensureReferralCode } from '@/server/sponsorship/referralCode'
import { listSponsorships } from '@/server/sponsorship/sponsorships'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

/** `GET /api/v1/sponsorship`: the groomer's code, link and referred groomers (sponsorship on only). */
export const GET = apiRoute(
  { session: 'groomer', prepare: () => requireFeatures('sponsorshipActive') },
  async ({ person }) => {
    const code = await ensureReferralCode(person)
    const sponsorships = await listSponsorships(person)
    return jsonAnswer({
      code,
      link: referralPath(code),
      sponsorships: sponsorships.map((item) => ({
        id: item.id,
        name: item.referredName ?? null,
        email: item.referredEmail,
        status: item.status ?? 'invited',
        createdAt: item.createdAt,
      })),
    })
  },
)
