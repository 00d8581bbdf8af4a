import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { CityLinks } from '@/components/directory/CityLinks'
import { GroomerCard } from '@/components/directory/GroomerCard'
import { GroomerMap } from '@/components/directory/GroomerMap'
import { ItemListJsonLd } from '@/components/directory/ItemListJsonLd'
import { boundsOf, mapMarkers } from '@/components/directory/mapMarkers'
import { NoResult } from '@/components/directory/NoResult'
import { Pagination } from '@/components/layout/Pagination'
import { SpecialityFilter } from '@/components/directory/SpecialityFilter'
import { readCityVariant } from '@/server/cache/pageVariants'
import { nearbyCities } from '@/server/directory/cities'
import { listCityGroomers, resolveListingPlace } from '@/server/directory/listing'
import { pageMetadata } from '@/server/http/pageMetadata'
import { getSiteSettings } from '@/server/site/settings'

type Params = { cityUri: string; speciality?: string[] }
type Props = { params: Promise<Params> }

/** Cached for a minute; admin saves refresh it sooner (src/server/cache/refreshPublicPages.ts). */
export const revalidate = 60
export const generateStaticParams = async (): Promise<Params[]> => []

/**
 * The proxy appends the device and page number as a last `~` segment (src/server/cache/pageVariants.ts);
 * before it, at most the speciality. Anything else is a 404.
 */
async function readRoute({ params }: Props) {
  const { cityUri, speciality: segments = [] } = await params
  const variant = readCityVariant(segments.at(-1))
  const rest = segments.slice(0, -1)
  if (!variant || rest.length > 1) notFound()
  return {
    cityUri,
    specialityUri: rest[0],
    page: variant.page,
    device: variant.device,
    sort: variant.sort,
    postcode: variant.postcode,
  }
}

const headingOf = (cityName: string, specialityName?: string) =>
  specialityName ? `Toiletteurs à ${cityName} : ${specialityName}` : `Toiletteurs à ${cityName}`

const pathOf = (cityUri: string, specialityUri?: string) =>
  `/toiletteurs/${cityUri}${specialityUri ? `/${specialityUri}` : ''}`

export async function generateMetadata(props: Props): Promise<Metadata> {
  const route = await readRoute(props)
  const place = await resolveListingPlace(route.cityUri, route.specialityUri)
  if (!place) return {}
  const heading = headingOf(place.city.name, place.speciality?.name)
  const path = pathOf(place.city.uri, place.speciality?.uri)
  const what = place.speciality ? place.speciality.name.toLowerCase() : 'toilettage'
  return pageMetadata({
    title: route.page > 1 ? `${heading} (page ${route.page})` : heading,
    description: `Trouvez un toiletteur à ${place.city.name} pour votre animal (${what}) : tarifs, prochaines disponibilités et prise de rendez-vous en ligne.`,
    path: `${path}${route.page > 1 ? `?page=${route.page}` : ''}`,
  })
}

export default async function CityDirectoryPage(props: Props) {
  const route = await readRoute(props)
  const settings = await getSiteSettings()
  const pageSize = route.device === 'mobile' ? settings.pageSizes.mobile : settings.pageSizes.desktop
  const { cityUri, specialityUri, page, sort } = route
  // Cards show the next days as columns: 3 on a phone, 5 on a desktop (the variant says which).
  const columns = route.device === 'mobile' ? { days: 3, perDay: 3 } : { days: 5, perDay: 4 }
  const listing = await listCityGroomers({
    cityUri,
    specialityUri,
    page,
    pageSize,
    now: new Date(),
    sort,
    postcode: route.postcode,
    ...columns,
  })
  if (!listing) notFound()
  if (route.page > Math.max(1, listing.pageCount)) notFound()
  // Only one of the city's own postcodes narrows the list (another is ignored, like a bad query).
  const { city, speciality, cards, total, postcode } = listing
  const path = pathOf(city.uri, speciality?.uri)
  const nearby = total < 5 ? await nearbyCities(city) : []
  const markers = mapMarkers(cards)
  const bounds = boundsOf(markers)
  return (
    <div className="container stack directory">
      <nav aria-label="Fil d’Ariane" className="dir-breadcrumb">
        <Link href="/" prefetch={false}>
          Accueil
        </Link>{' '}
        ›{' '}
        <Link href="/toiletteurs" prefetch={false}>
          Annuaire
        </Link>{' '}
        ›{' '}
        {speciality ? (
          <>
            <Link href={pathOf(city.uri)} prefetch={false}>
              {city.name}
            </Link>{' '}
            › <span aria-current="page">{speciality.name}</span>
          </>
        ) : (
          <span aria-current="page">{city.name}</span>
        )}
      </nav>
      <header className="stack directory-head">
        <h1>{headingOf(city.name, speciality?.name)}</h1>
        {total > 0 ? (
          <p className="muted">
            {total} toiletteur{total > 1 ? 's' : ''},{' '}
            {postcode ? `ceux du ${postcode} d’abord (${listing.inPostcode ?? 0}), ` : ''}
            {sort === 'rating' ? 'les mieux notés en tête' : 'les premiers disponibles en tête'}
            {listing.pageCount > 1 ? ` · page ${listing.page} sur ${listing.pageCount}` : ''}
          </p>
        ) : null}
        <SpecialityFilter cityUri={city.uri} current={speciality?.uri} />
        {total > 1 ? (
          <nav aria-label="Trier les toiletteurs" className="dir-sort">
            <span className="muted">Trier par :</span>
            <ul className="chips">
              <li>
                <Link
                  href={postcode ? `${path}?cp=${postcode}` : path}
                  className="chip"
                  aria-current={sort === 'rating' ? undefined : 'page'}
                  prefetch={false}
                >
                  Disponibilité
                </Link>
              </li>
              <li>
                <Link
                  href={`${path}?tri=note${postcode ? `&cp=${postcode}` : ''}`}
                  className="chip"
                  aria-current={sort === 'rating' ? 'page' : undefined}
                  prefetch={false}
                >
                  Note des clients
                </Link>
              </li>
            </ul>
          </nav>
        ) : null}
      </header>
      {total === 0 ? (
        <NoResult city={city} speciality={speciality} nearby={nearby} />
      ) : (
        <>
          {bounds ? <GroomerMap markers={markers} bounds={bounds} /> : null}
          <ul className="groomer-list">
            {cards.map((card) => (
              <li key={card.id}>
                <GroomerCard card={card} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Pages de résultats"
            basePath={path}
            page={listing.page}
            pageCount={listing.pageCount}
            query={
              [sort === 'rating' ? 'tri=note' : null, postcode ? `cp=${postcode}` : null].filter(Boolean).join('&') ||
              undefined
            }
          />
          {nearby.length > 0 ? (
            <section aria-labelledby="nearby-title" className="stack">
              <h2 id="nearby-title">Toiletteurs à proximité</h2>
              <CityLinks cities={nearby} />
            </section>
          ) : null}
          <ItemListJsonLd
            name={headingOf(city.name, speciality?.name)}
            cards={cards}
            offset={(listing.page - 1) * pageSize}
          />
        </>
      )}
    </div>
  )
}
