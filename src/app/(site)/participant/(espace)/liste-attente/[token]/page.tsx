import type { Metadata } from 'next'
import Link from 'next/link'

import { ClaimHoldForm } from '@/components/waitlist/ClaimHoldForm'
import { formatAppointmentDate, formatHour } from '@/lib/frenchDate'
import type { Motive, User } from '@/payload-types'
import { requirePerson } from '@/server/http/requirePerson'
import { isRefusal } from '@/server/http/errors'
import { disclosuresBySize } from '@/server/noShows/bookingTerms'
import { getPayloadClient } from '@/server/payload'
import { pageTitle } from '@/server/seo/title'
import { ownHold } from '@/server/waitlist/claim'

export const metadata: Metadata = { title: pageTitle('Un créneau s’est libéré'), robots: { index: false } }

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/

/** The link of the waiting-list message: the slot held for the owner, booked in one form. */
export default async function HeldSlotPage({ params }: { params: Promise<{ token: string }> }) {
  const attendee = await requirePerson('attendee')
  const { token } = await params
  const hold = TOKEN.test(token)
    ? await ownHold(attendee, token).catch((error: unknown) => (isRefusal(error) ? null : Promise.reject(error)))
    : null
  const payload = await getPayloadClient()
  // Read as the owner: a published groomer and their motive are public (none once unpublished).
  const read = (id: number | { id: number }, collection: 'users' | 'motives') =>
    payload
      .findByID({
        collection,
        id: typeof id === 'object' ? id.id : id,
        user: attendee,
        overrideAccess: false,
        depth: 0,
      })
      .catch(() => null)
  const [groomer, motive] = hold
    ? ((await Promise.all([read(hold.groomer, 'users'), read(hold.motive, 'motives')])) as [User | null, Motive | null])
    : [null, null]
  if (!hold || !groomer || !motive || hold.status !== 'active' || new Date(hold.expiresAt) <= new Date()) {
    return (
      <div className="stack">
        <h1>Ce créneau ne vous est plus réservé</h1>
        <p>
          Le délai de 15 minutes est passé ou le créneau a déjà été pris. Vous restez sur la liste d’attente : nous vous
          préviendrons au prochain créneau libéré.
        </p>
        <Link href="/participant/liste-attente" className="btn btn-ghost">
          Ma liste d’attente
        </Link>
      </div>
    )
  }
  const zone = groomer.timezone || 'Europe/Paris'
  const disclosures = await disclosuresBySize(attendee.id, groomer.id, motive)
  return (
    <div className="stack">
      <h1>Un créneau s’est libéré pour vous</h1>
      <div className="card stack">
        <p style={{ margin: 0 }}>
          <strong>{formatAppointmentDate(hold.start, zone)}</strong>
        </p>
        <p style={{ margin: 0 }}>
          {motive.title} chez {groomer.displayName}
        </p>
        <p style={{ margin: 0 }}>Réservé pour vous jusqu’à {formatHour(hold.expiresAt, zone)}.</p>
      </div>
      <ClaimHoldForm token={token} disclosures={disclosures} />
    </div>
  )
}
