import { NextResponse } from 'next/server'

import { referralPath } from '@/lib/referral'
import { groomerRoute } from '@/server/groomerSpace/route'
import { ensureReferralCode } from '@/server/sponsorship/referralCode'
import { listSponsorships } from '@/server/sponsorship/sponsorships'

export const dynamic = 'force-dynamic'

/** `GET /api/v1/sponsorship`: the groomer's code, link and referred groomers (sponsorship on only). */
export function GET(request: Request) {
  return groomerRoute(request, ['sponsorshipActive'], async (groomer) => {
    const code = await ensureReferralCode(groomer)
    const sponsorships = await listSponsorships(groomer)
    return NextResponse.json({
      code,
      link: referralPath(code),
      sponsorships: sponsorships.map((item) => ({ id: item.id, name: item.referredName ?? null, email: item.referredEmail, status: item.status ?? 'invited', createdAt: item.createdAt })),
    })
  })
}
