/**
 * The page of the groomers around a position. Rounded to 3 decimals (about 100 m): close enough
 * for a distance, and the exact position of the owner's home never travels or sits in a log.
 */
export function nearMePath({ lat, lng }: { lat: number; lng: number }, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ lat: lat.toFixed(3), lng: lng.toFixed(3), ...extra })
  return `/autour-de-moi?${query}`
}
