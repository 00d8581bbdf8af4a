import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'

export const SPONSORSHIP_STATUS_LABELS: Record<string, string> = {
  invited: 'Invité',
  registered: 'Inscrit',
  subscribed: 'Abonné',
}

/** The groomers this groomer referred, latest first. */
export async function listSponsorships(groomer: AuthenticatedPerson) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'sponsorships',
    user: groomer,
    overrideAccess: false,
    where: { groomer: { equals: groomer.id } },
    sort: '-createdAt',
    limit: 200,
    depth: 0,
  })
  return docs
}
