/**
 * Cached pages cannot read the query string or the user agent, so the proxy turns what they
 * depend on into a last path segment starting with `~` (a "variant"), and the page reads it
 * from its params. Public URLs keep their query
 * string; the internal paths answer the same page, whose canonical URL is the public one.
 *
 * - City listings, `/toiletteurs/{city}[/{speciality}]?page=N[&tri=note][&cp=75011]`: `~{d|m}{N}[r][p75011]`
 *   (desktop or phone page size, page number, sorted by rating, that postcode's groomers first; `~x`
 *   for a malformed page number, which the page answers with a 404; a malformed postcode is ignored).
 * - Groomer profiles, `/toiletteur/{uri}?motif=M&creneau=ISO&jour=YYYY-MM-DD`: `~{M}`, `~{M}~{ISO}`
 *   or `~{M}~{ISO}~{day}` (the chosen motive, slot, and first day shown; ISO may be empty) when the
 *   query has them, else the profile's own path.
 */
import { CONTENT_PAGE_URIS } from '../content/uris'

export const VARIANT_MARK = '~'

export type Device = 'desktop' | 'mobile'
export type CityVariant = { device: Device; page: number; sort?: 'rating'; postcode?: string }
export type ProfileChoice = { motif?: number; creneau?: string; jour?: string }

const CITY_PATH = /^\/toiletteurs\/[^/~]+(\/[^/~]+)?$/
const PROFILE_PATH = /^\/toiletteur\/[^/~]+$/
/**
 * Other pages Next keeps rendered (practices, guide articles): they read no query string, and go
 * through the front cache so that their scripts get hashes (cached HTML has no nonce, decision 0020).
 */
const OTHER_ISR_PATH = /^\/(etude\/[^/~]+(\/[^/~]+)?|guide-des-demarches-aupres-de-votre-toiletteur\/[^/~]+)$/
const PAGE_NUMBER = /^[1-9]\d{0,5}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/
const POSTCODE = /^\d{5}$/

/** Phones by their user agent (the usual "Mobi" rule, plus Android and iPhone); tablets count as desktops. */
export const deviceOf = (userAgent: string | null): Device =>
  userAgent && /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i.test(userAgent) ? 'mobile' : 'desktop'

/** Pages that are the same for every visitor and every query string, kept in the front cache as they are. */
const PLAIN_CACHED_PATHS = new Set(['/', '/toiletteurs', ...CONTENT_PAGE_URIS.map((uri) => `/${uri}`)])

/**
 * The internal path a public page is served and front-cached under (maybe its own), or null for
 * requests that are not cached.
 */
export function variantPathFor(pathname: string, query: URLSearchParams, device: Device): string | null {
  if (PLAIN_CACHED_PATHS.has(pathname) || OTHER_ISR_PATH.test(pathname)) return pathname
  if (CITY_PATH.test(pathname)) {
    const pages = query.getAll('page')
    const page = pages.length === 0 ? '1' : pages.length === 1 && PAGE_NUMBER.test(pages[0]) ? pages[0] : null
    const byRating = query.get('tri') === 'note' ? 'r' : ''
    const postcode = POSTCODE.test(query.get('cp') ?? '') ? `p${query.get('cp')}` : ''
    return `${pathname}/${VARIANT_MARK}${page ? `${device === 'mobile' ? 'm' : 'd'}${page}${byRating}${postcode}` : 'x'}`
  }
  if (PROFILE_PATH.test(pathname)) {
    const motif = query.get('motif')
    if (!motif || !/^[1-9]\d{0,9}$/.test(motif)) return pathname
    const creneau = encodeURIComponent(query.get('creneau')?.slice(0, 40) ?? '')
    const jour = query.get('jour')
    if (jour && DAY.test(jour))
      return `${pathname}/${VARIANT_MARK}${motif}${VARIANT_MARK}${creneau}${VARIANT_MARK}${jour}`
    return `${pathname}/${VARIANT_MARK}${motif}${creneau ? `${VARIANT_MARK}${creneau}` : ''}`
  }
  return null
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return ''
  }
}

/** Reads a city listing's variant segment; null when it is missing or malformed (a 404). */
export function readCityVariant(segment: string | undefined): CityVariant | null {
  const match = segment === undefined ? null : /^~([dm])([1-9]\d{0,5})(r?)(?:p(\d{5}))?$/.exec(safeDecode(segment))
  if (!match) return null
  return {
    device: match[1] === 'm' ? 'mobile' : 'desktop',
    page: Number(match[2]),
    ...(match[3] ? { sort: 'rating' as const } : {}),
    ...(match[4] ? { postcode: match[4] } : {}),
  }
}

/** Reads a profile's optional choice segment; an unreadable one is ignored, like a bad query. */
export function readProfileChoice(segment: string | undefined): ProfileChoice {
  if (segment === undefined) return {}
  const [, motif, creneau, jour] = safeDecode(segment).split(VARIANT_MARK)
  return {
    motif: motif && /^[1-9]\d{0,9}$/.test(motif) ? Number(motif) : undefined,
    creneau: creneau ? creneau.slice(0, 40) : undefined,
    ...(jour && DAY.test(jour) ? { jour } : {}),
  }
}
