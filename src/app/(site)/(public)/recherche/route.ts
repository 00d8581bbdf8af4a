import { NextResponse } from 'next/server'

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
  const [city, specialities] = await Promise.all([ville ? findTypedCity(ville) : null, specialite ? listSpecialities() : []])
  const speciality = specialities.find((s) => s.uri === specialite)
  if (city) {
    return NextResponse.redirect(new URL(`/toiletteurs/${city.uri}${speciality ? `/${speciality.uri}` : ''}`, request.url), 302)
  }
  const kept = new URLSearchParams({ ville, ...(speciality ? { specialite: speciality.uri } : {}) })
  return NextResponse.redirect(new URL(`/recherche/aucun-resultat?${kept}`, request.url), 302)
}
