import type { Metadata } from 'next'

import { bookingDialogProps } from '@/components/booking/dialogProps'
import { EmbeddedBooking, EmbeddedNotice } from '@/components/booking/EmbeddedBooking'
import { preferredMotive } from '@/server/directory/motiveOrder'
import { env } from '@/server/env'
import { zoneOrParis } from '@/server/groomers/fieldRules'
import { takesOnlineBookings } from '@/server/groomers/onlineBooking'
import { findGroomerProfile } from '@/server/groomers/profile'
import { pageTitle } from '@/server/seo/title'

type Props = { params: Promise<{ userUri: string }>; searchParams: Promise<{ motif?: string }> }

/** Rendered on each request: its scripts carry this request's nonce. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const profile = await findGroomerProfile((await params).userUri)
  return {
    title: pageTitle(profile ? `Rendez-vous avec ${profile.groomer.displayName}` : 'Prise de rendez-vous'),
    robots: { index: false },
  }
}

/**
 * `/reserver/{uri}`: the groomer's booking dialog alone, for another site's frame (public/widget.js,
 * issue 34 item 5). The one page another site may frame (frame-ancestors * here, src/proxy.ts).
 */
export default async function EmbeddedBookingPage({ params, searchParams }: Props) {
  const [{ userUri }, { motif }] = await Promise.all([params, searchParams])
  const profile = await findGroomerProfile(userUri)
  if (!profile)
    return (
      <EmbeddedNotice>
        <h1 style={{ fontSize: '1.25rem', margin: 0 }}>Toiletteur introuvable</h1>
        <p style={{ margin: 0 }}>
          Cette prise de rendez-vous n’existe plus : le toiletteur a peut-être changé d’adresse.
        </p>
      </EmbeddedNotice>
    )
  const { groomer, motives } = profile
  const bookable = motives.filter((motive) => motive.bookableOnline)
  const motive = bookable.find((m) => String(m.id) === motif) ?? preferredMotive(bookable)
  if (!takesOnlineBookings(groomer) || !motive)
    return (
      <EmbeddedNotice>
        <h1 style={{ fontSize: '1.25rem', margin: 0 }}>{groomer.displayName}</h1>
        <p style={{ margin: 0 }}>Ce toiletteur ne prend pas de rendez-vous en ligne pour le moment.</p>
        {groomer.phone ? (
          <a className="btn" href={`tel:${groomer.phone.replace(/\s/g, '')}`}>
            Appeler le {groomer.phone}
          </a>
        ) : null}
      </EmbeddedNotice>
    )
  const props = bookingDialogProps(profile, bookable, {
    timezone: zoneOrParis(groomer.timezone),
    maxPets: env().PETS_PER_BOOKING,
  })
  return <EmbeddedBooking motiveId={motive.id} groomer={props.groomer} motives={props.motives} />
}
