/**
 * The tile server of the directory map, set at build time (NEXT_PUBLIC_ variables are inlined in
 * the browser code). Defaults: OpenStreetMap's public tiles and their attribution.
 */
export const MAP_TILE_URL = process.env.NEXT_PUBLIC_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const MAP_ATTRIBUTION =
  process.env.NEXT_PUBLIC_MAP_ATTRIBUTION || '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
