import { ContentPage, contentPageMetadata } from '@/components/content/ContentPage'
import { listSpecialities } from '@/server/reference/specialities'

/** Rendered on each request (data from the database; see src/server/cache for the cached pages). */
export const dynamic = 'force-dynamic'

export const generateMetadata = () => contentPageMetadata('domaines-de-competences')

export default async function SpecialitiesPage() {
  const specialities = await listSpecialities()
  return (
    <ContentPage uri="domaines-de-competences">
      {specialities.length > 0 ? (
        <section aria-labelledby="specialities-title" className="stack">
          <h2 id="specialities-title">Les spécialités proposées</h2>
          <ul className="grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {specialities.map((speciality) => (
              <li key={speciality.id} className="card" style={{ fontWeight: 600 }}>
                {speciality.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ContentPage>
  )
}
