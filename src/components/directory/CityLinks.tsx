import Link from 'next/link'

import { groomersLabel } from './format'

/** Links to city pages of the directory, with their number of groomers. */
type LinkedCity = { uri: string; name: string; groomers: number }

export function CityLinks({ cities, label }: { cities: LinkedCity[]; label?: string }) {
  return (
    <ul className="city-links" aria-label={label}>
      {cities.map((city) => (
        <li key={city.uri}>
          <Link href={`/toiletteurs/${city.uri}`} prefetch={false}>
            {city.name}
          </Link>{' '}
          <span className="muted">({groomersLabel(city.groomers)})</span>
        </li>
      ))}
    </ul>
  )
}
