import Link from 'next/link'

import { type DirectoryCity, popularCities } from '@/server/directory/cities'
import type { SpecialitySummary } from '@/server/reference/specialities'

import { CityLinks } from './CityLinks'

export const NO_RESULT_MESSAGE = 'Aucun toiletteur trouvé pour votre recherche.'

type Props = {
  city?: { uri: string; name: string }
  speciality?: SpecialitySummary | null
  nearby?: DirectoryCity[]
  /** Cities matching what the visitor typed. */
  matches?: { uri: string; name: string; groomers: number }[]
}

/** The spec's "no groomer found" message, with somewhere else to look. */
export async function NoResult({ city, speciality, nearby = [], matches = [] }: Props) {
  const fallback = nearby.length === 0 && matches.length === 0 ? await popularCities() : []
  return (
    <section className="card stack" aria-labelledby="no-result-title">
      <h2 id="no-result-title">{NO_RESULT_MESSAGE}</h2>
      {city && speciality ? (
        <p>
          <Link href={`/toiletteurs/${city.uri}`}>Voir tous les toiletteurs à {city.name}</Link>
        </p>
      ) : null}
      {matches.length > 0 ? (
        <>
          <p>Vouliez-vous dire :</p>
          <CityLinks cities={matches} label="Villes correspondantes" />
        </>
      ) : null}
      {nearby.length > 0 ? (
        <>
          <p>Toiletteurs à proximité :</p>
          <CityLinks cities={nearby} label="Villes à proximité" />
        </>
      ) : null}
      {fallback.length > 0 ? (
        <>
          <p>Les villes qui comptent le plus de toiletteurs :</p>
          <CityLinks cities={fallback} label="Villes suggérées" />
        </>
      ) : null}
      <p>
        <Link href="/toiletteurs">Voir l’annuaire complet</Link>
      </p>
    </section>
  )
}
