/** URL slugs for public addresses (/toiletteur/{uri}, /etude/{uri}, /toiletteurs/{cityUri}). */

/** Lowercase ASCII slug: accents removed, œ/æ expanded, anything else becomes a single '-'. */
export const slugify = (text: string): string =>
  text
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** Returns `slug`, or `slug-{suffix}` (then `-2`, `-3`…) when already taken; records the result. */
export function uniqueSlug(taken: Set<string>, slug: string, suffix?: string): string {
  let candidate = taken.has(slug) && suffix ? `${slug}-${slugify(suffix)}` : slug
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${slug}-${n}`
  taken.add(candidate)
  return candidate
}
