import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'

import { GroomerCard } from '@/components/directory/GroomerCard'
import { GroomerMap } from '@/components/directory/GroomerMap'
import { boundsOf, mapMarkers } from '@/components/directory/mapMarkers'
import { NearMeButton } from '@/components/directory/NearMeButton'
import { Pagination } from '@/components/layout/Pagination'
import { nearMePath } from '@/lib/nearMePath'
import { deviceOf } from '@/server/cache/pageVariants'
import { listNearbyGroomers, NEARBY_RADII_KM, type NearbyFilter, type NearbyListing } from '@/server/directory/nearby'
import { filterParam, type NearbyParams, readNearbyParams } from '@/server/directory/nearbyParams'
import { pageTitle } from '@/server/seo/title'
import { getSiteSettings } from '@/server/site/settings'

// A position is the visitor's own: rendered on each request, never cached or indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: pageTitle('Toiletteurs autour de moi'),
  description: 'Les toiletteurs les plus proches de vous, avec leur distance et leurs prochaines disponibilités.',
  robots: { index: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const FILTERS: { filter: NearbyFilter | undefined; label: string }[] = [
  { filter: undefined, label: 'Tous' },
  { filter: 'open-now', label: 'Ouvert maintenant' },
  { filter: 'today', label: 'Disponible aujourd’hui' },
]

/** « 12 toiletteurs à moins de 10 km, les plus proches en tête », or the nearest 60 when there are more. */
function countLine(listing: NearbyListing, search: NearbyParams): string {
  const within = `à moins de ${search.radiusKm} km`
  if (listing.total === 0) return `Aucun toiletteur ${within}${search.filter ? ' avec ce filtre' : ''}.`
  const found = listing.capped
    ? `Les ${listing.total} toiletteurs les plus proches, ${within}`
    : `${listing.total} toiletteur${listing.total > 1 ? 's' : ''} ${within}, les plus proches en tête`
  return listing.pageCount > 1 ? `${found} · page ${listing.page} sur ${listing.pageCount}` : found
}

/** The page's address with one choice changed (the page number dropped). */
const hrefWith = (search: NearbyParams, change: { radiusKm?: number; filter?: NearbyFilter | null }) => {
  const radiusKm = change.radiusKm ?? search.radiusKm
  const filter = change.filter === undefined ? search.filter : (change.filter ?? undefined)
  return nearMePath(search.place, {
    ...(radiusKm === NEARBY_RADII_KM[0] ? {} : { rayon: String(radiusKm) }),
    ...(filter ? { filtre: filterParam(filter) } : {}),
  })
}

/** « Autour de moi »: the published groomers nearest the visitor's position, nearest first. */
export default async function NearMePage({ searchParams }: Props) {
  const search = readNearbyParams(await searchParams)
  if (!search) return <AskPosition />
  const [settings, requestHeaders] = await Promise.all([getSiteSettings(), headers()])
  const mobile = deviceOf(requestHeaders.get('user-agent')) === 'mobile'
  const pageSize = mobile ? settings.pageSizes.mobile : settings.pageSizes.desktop
  const listing = await listNearbyGroomers({
    ...search,
    pageSize,
    now: new Date(),
    ...(mobile ? { days: 3, perDay: 3 } : { days: 5, perDay: 4 }),
  })
  const markers = mapMarkers(listing.cards)
  const bounds = boundsOf(markers)
  const basePath = hrefWith(search, {})
  return (
    <div className="container stack directory">
      <nav aria-label="Fil d’Ariane" className="dir-breadcrumb">
        <Link href="/" prefetch={false}>
          Accueil
        </Link>{' '}
        › <span aria-current="page">Autour de moi</span>
      </nav>
      <header className="stack directory-head">
        <h1>Toiletteurs autour de moi</h1>
        <p className="muted" role="status">
          {countLine(listing, search)}
        </p>
        <nav aria-label="Filtrer les toiletteurs" className="dir-sort">
          <ul className="chips">
            {FILTERS.map(({ filter, label }) => (
              <li key={label}>
                <Link
                  href={hrefWith(search, { filter: filter ?? null })}
                  className="chip"
                  aria-current={search.filter === filter ? 'page' : undefined}
                  prefetch={false}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Distance maximale" className="dir-sort">
          <span className="muted">Jusqu’à :</span>
          <ul className="chips">
            {[...NEARBY_RADII_KM]
              .sort((a, b) => a - b)
              .map((radiusKm) => (
                <li key={radiusKm}>
                  <Link
                    href={hrefWith(search, { radiusKm })}
                    className="chip"
                    aria-current={search.radiusKm === radiusKm ? 'page' : undefined}
                    prefetch={false}
                  >
                    {radiusKm} km
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </header>
      {listing.total === 0 ? (
        <section className="card stack" aria-labelledby="near-empty-title">
          <h2 id="near-empty-title">Élargissez la recherche</h2>
          <p>
            {search.filter ? (
              <Link href={hrefWith(search, { filter: null })}>
                Voir tous les toiletteurs à moins de {search.radiusKm} km
              </Link>
            ) : search.radiusKm < 50 ? (
              <Link href={hrefWith(search, { radiusKm: 50 })}>Voir les toiletteurs jusqu’à 50 km</Link>
            ) : (
              <>
                Aucun toiletteur inscrit près d’ici pour le moment.{' '}
                <Link href="/toiletteurs">Parcourir l’annuaire</Link>
              </>
            )}
          </p>
        </section>
      ) : (
        <>
          {bounds ? <GroomerMap markers={markers} bounds={bounds} /> : null}
          <ul className="groomer-list">
            {listing.cards.map((card) => (
              <li key={card.id}>
                <GroomerCard card={card} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Pages de résultats"
            basePath="/autour-de-moi"
            page={listing.page}
            pageCount={listing.pageCount}
            query={basePath.slice('/autour-de-moi?'.length)}
          />
        </>
      )}
    </div>
  )
}

/** Without a position: why we ask, the tap that asks, and the city search instead. */
function AskPosition() {
  return (
    <div className="container stack directory">
      <h1>Toiletteurs autour de moi</h1>
      <section className="card stack">
        <p>
          Touchez « Autour de moi » : votre navigateur vous demande l’autorisation de partager votre position, qui sert
          seulement à trier les toiletteurs par distance (arrondie à une centaine de mètres, elle n’est pas
          enregistrée).
        </p>
        <NearMeButton className="btn" />
        <p className="muted">
          Vous préférez chercher une ville ? <Link href="/">Rechercher par ville ou code postal</Link>, ou parcourez{' '}
          <Link href="/toiletteurs">l’annuaire</Link>.
        </p>
      </section>
    </div>
  )
}
