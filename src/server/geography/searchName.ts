/**
 * The accent- and case-insensitive search key of a city name (`cities.searchName`): written by the
 * collection's hook and the seed, matched by the directory search, the commune lookup and the
 * signup acceptance.
 */
export const normaliseSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/[^a-zA-Z0-9]+/g, ' ')
    .trim()
    .toLowerCase()
