import type { Metadata } from 'next'

import { CitySearchForm } from '@/components/directory/CitySearchForm'
import { NoResult } from '@/components/directory/NoResult'
import { searchCities } from '@/server/directory/search'
import { pageTitle } from '@/server/seo/title'
import { listSpecialities } from '@/server/reference/specialities'

/** Rendered on each request (data from the database; see src/server/cache for the cached pages). */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: pageTitle('Rechercher un toiletteur'), robots: { index: false } }

type Props = { searchParams: Promise<{ ville?: string | string[]; specialite?: string | string[] }> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** Where /recherche sends a search that names no known city: the message, close matches and the form again. */
export default async function NoSearchResultPage({ searchParams }: Props) {
  const query = await searchParams
  const ville = first(query.ville).trim().slice(0, 80)
  const specialite = first(query.specialite)
  const [specialities, matches] = await Promise.all([listSpecialities(), ville ? searchCities(ville, 8) : []])
  return (
    <div className="container stack directory">
      <h1>Rechercher un toiletteur</h1>
      <NoResult matches={matches} />
      <section className="card" aria-label="Nouvelle recherche">
        <CitySearchForm
          specialities={specialities}
          defaultCity={ville}
          defaultSpeciality={specialities.some((s) => s.uri === specialite) ? specialite : ''}
        />
      </section>
    </div>
  )
}
