import type { Metadata } from 'next'
import Link from 'next/link'

import { CityLinks } from '@/components/directory/CityLinks'
import { NearMeButton } from '@/components/directory/NearMeButton'
import { listDirectory } from '@/server/directory/cities'
import { pageMetadata } from '@/server/http/pageMetadata'

/** Rendered on each request (data from the database; see src/server/cache for the cached pages). */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Annuaire des toiletteurs de France',
    description:
      'Tous les départements et toutes les villes où prendre rendez-vous en ligne avec un toiletteur pour votre chien ou votre chat.',
    path: '/toiletteurs',
  })
}

/** The directory's entry: departments that have groomers, each with its cities (header hidden here). */
export default async function DirectoryPage() {
  const departments = await listDirectory()
  return (
    <div className="container stack directory">
      <p>
        <Link href="/" className="brand" prefetch={false}>
          <span aria-hidden="true">✂</span> Mon Toiletteur
        </Link>
      </p>
      <h1>Annuaire des toiletteurs de France</h1>
      <p className="muted">
        Choisissez une ville pour voir ses toiletteurs, leurs tarifs et leurs prochaines disponibilités.
      </p>
      <NearMeButton />
      <div className="department-grid">
        {departments.map((department) => (
          <section key={department.id} className="card" aria-labelledby={`departement-${department.code}`}>
            <h2 id={`departement-${department.code}`} className="department-title">
              <span className="department-code">{department.code}</span> {department.name}
            </h2>
            <CityLinks cities={department.cities} />
          </section>
        ))}
      </div>
    </div>
  )
}
