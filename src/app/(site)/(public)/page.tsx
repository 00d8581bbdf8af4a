import type { Metadata } from 'next'
import Link from 'next/link'

import { CitySearchForm } from '@/components/directory/CitySearchForm'
import { NearMeButton } from '@/components/directory/NearMeButton'
import { pageMetadata } from '@/server/http/pageMetadata'
import { listSpecialities } from '@/server/reference/specialities'
import { getSiteSettings } from '@/server/site/settings'

/** Rendered on each request (data from the database; see src/server/cache for the cached pages). */
export const dynamic = 'force-dynamic'

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: 'Mon Toiletteur : trouvez un toiletteur et réservez en ligne',
    description:
      'Trouvez un toiletteur pour votre chien ou votre chat près de chez vous, comparez tarifs et disponibilités et prenez rendez-vous en ligne.',
    path: '/',
  })

export default async function HomePage() {
  const [settings, specialities] = await Promise.all([getSiteSettings(), listSpecialities()])
  const benefits = settings.subscription?.benefits ?? []
  return (
    <>
      <section className="hero">
        <div className="container stack">
          <p className="brand" style={{ fontSize: '1.4rem' }}>
            <span aria-hidden="true">✂</span> {settings.siteName}
          </p>
          <h1>Trouvez un toiletteur près de chez vous et réservez en ligne</h1>
          <p>
            Chiens, chats, NAC : comparez les toiletteurs de votre ville, leurs prestations et leurs prochaines
            disponibilités, puis prenez rendez-vous en quelques secondes.
          </p>
          <div className="card home-search">
            <CitySearchForm specialities={specialities} />
            <NearMeButton />
            <p className="muted home-search-more">
              Ou parcourez <Link href="/toiletteurs">l’annuaire des toiletteurs de France</Link>.
            </p>
          </div>
          <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
            <Link href="/participant/connexion" className="btn" prefetch={false}>
              Mes rendez-vous
            </Link>
            <Link href="/user/connexion" className="btn btn-ghost" prefetch={false}>
              Espace toiletteur
            </Link>
          </div>
        </div>
      </section>
      <section className="container stack" style={{ paddingTop: '2.5rem' }} aria-labelledby="offer-title">
        <div className="card stack">
          <h2 id="offer-title">Vous êtes toiletteur ?</h2>
          <p style={{ fontSize: '1.6rem', fontWeight: 800, color: 'var(--pink-700)', margin: 0 }}>
            {settings.subscription?.priceExclTax ?? 29} € HT{' '}
            <span style={{ fontSize: '1rem', fontWeight: 500 }}>par mois</span>
          </p>
          <ul>
            {benefits.map((benefit) => (
              <li key={benefit.id ?? benefit.text}>{benefit.text}</li>
            ))}
          </ul>
          <p>
            <Link href="/demande-inscription" className="btn" prefetch={false}>
              Demander mon inscription
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
