import Link from 'next/link'

import { listSpecialities } from '@/server/reference/specialities'

/** Links to the city page narrowed to one speciality (crawlable, no JavaScript needed). */
export async function SpecialityFilter({ cityUri, current }: { cityUri: string; current?: string }) {
  const specialities = await listSpecialities()
  return (
    <nav aria-label="Filtrer par spécialité">
      <ul className="dir-filter">
        <li>
          <Link
            href={`/toiletteurs/${cityUri}`}
            className="dir-chip"
            aria-current={current ? undefined : 'page'}
            prefetch={false}
          >
            Toutes les spécialités
          </Link>
        </li>
        {specialities.map((speciality) => (
          <li key={speciality.id}>
            <Link
              href={`/toiletteurs/${cityUri}/${speciality.uri}`}
              className="dir-chip"
              aria-current={current === speciality.uri ? 'page' : undefined}
              prefetch={false}
            >
              {speciality.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
