import { cityListingPath } from '@/lib/cityListingPath'
import { findTypedCity } from '@/server/directory/search'
import { listSpecialities } from '@/server/reference/specialities'

export const dynamic = 'force-dynamic'

/**
 * The home search without JavaScript: `?ville=` (a full city name or postcode) and `?specialite=`
 * lead (302) to the city page, or to the "no groomer found" page with suggestions.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams
  const ville = (query.get('ville') ?? '').trim().slice(0, 80)
  const specialite = (query.get('specialite') ?? '').trim()
  const [city, specialities] = await Promise.all([
    ville ? findTypedCity(ville) : null,
    specialite ? listSpecialities() : [],
  ])
  const speciality = specialities.find((s) => s.uri === specialite)
  if (city) return redirectTo(cityListingPath(city, speciality?.uri))
  const kept = new URLSearchParams({ ville, ...(speciality ? { specialite: speciality.uri } : {}) })
  return redirectTo(`/recherche/aucun-resultat?${kept}`)
}

/**
 * A path, not an absolute address: behind a proxy Next's idea of the host can differ from the one
 * the visitor used, and the CSP's `form-action 'self'` refuses a form whose redirect leaves it.
 */
const redirectTo = (path: string) => new Response(null, { status: 302, headers: { location: path } })
