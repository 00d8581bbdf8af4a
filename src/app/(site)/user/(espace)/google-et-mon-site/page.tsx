import type { Metadata } from 'next'

import { CopyLink } from '@/components/groomerSpace/CopyLink'
import { GoogleBookingForm } from '@/components/groomerSpace/reach/GoogleBookingForm'
import { bookingLinks } from '@/server/groomerAccount/bookingLinks'
import type { SignedInGroomer } from '@/server/groomerAccount/self'
import { googleOptIn } from '@/server/googleBooking/optIn'
import { requirePerson } from '@/server/http/requirePerson'
import { pageTitle } from '@/server/seo/title'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: pageTitle('Google et mon site'), robots: { index: false } }

/**
 * `/user/google-et-mon-site`: where owners book the groomer besides our directory: « Réserver avec
 * Google » (issue 34 item 4) and the groomer's own website, Instagram or shop window (item 5).
 */
export default async function ReachPage() {
  const groomer = (await requirePerson('groomer')) as SignedInGroomer
  const [optIn, links] = await Promise.all([googleOptIn(groomer), bookingLinks(groomer.uri)])
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(links.qrCodeSvg).toString('base64')}`
  return (
    <div className="stack">
      <h1>Google et mon site</h1>
      <p className="muted" style={{ margin: 0 }}>
        Vos clients réservent là où ils vous cherchent : sur Google, sur votre site, sur Instagram ou devant votre
        vitrine. Les rendez-vous arrivent dans votre agenda comme les autres, sans commission.
      </p>

      <section className="card stack" aria-labelledby="google-title">
        <h2 id="google-title">Réserver avec Google</h2>
        <p style={{ margin: 0 }}>
          Un bouton « Réserver » sur votre fiche Google Maps et dans la Recherche : vos créneaux libres y sont à jour,
          et le rendez-vous pris sur Google est confirmé et noté dans votre agenda. Sans acompte ni empreinte bancaire ;
          le client annule sur Google jusqu’à votre délai d’annulation.
        </p>
        <GoogleBookingForm groomerId={groomer.id} initial={optIn} />
      </section>

      <section className="card stack" aria-labelledby="embed-title">
        <h2 id="embed-title">Intégrer la réservation à mon site</h2>
        <p style={{ margin: 0 }}>
          Collez ce code dans une page de votre site (WordPress, Wix, Squarespace… : bloc « HTML personnalisé ») : il
          affiche un bouton « Prendre rendez-vous » qui ouvre la prise de rendez-vous par-dessus votre page, sans la
          quitter.
        </p>
        <CopyLink
          label="Code à coller sur votre site"
          value={links.widgetSnippet}
          button="Copier le code"
          copied="Code copié."
          multiline
        />
        <CopyLink label="Lien de réservation (Instagram, Facebook, e-mails)" value={links.profileUrl} />
        <div className="stack" style={{ gap: '0.5rem', alignItems: 'flex-start' }}>
          <h3 style={{ margin: 0, fontSize: '1rem' }}>QR code pour votre vitrine ou vos cartes</h3>
          {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG made here, nothing to optimise */}
          <img
            src={qrCode}
            width={180}
            height={180}
            alt={`QR code de votre page de réservation : ${links.profileUrl}`}
          />
          <a className="btn btn-ghost" href={qrCode} download="qr-code-reservation.svg">
            Télécharger le QR code
          </a>
        </div>
      </section>
    </div>
  )
}
