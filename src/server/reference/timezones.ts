import { DateTime } from 'luxon'

export type TimezoneOption = { id: string; label: string; offset: string }

const FIRST = ['Europe/Paris', 'Europe/Brussels', 'Europe/Zurich']

/**
 * The IANA zones a groomer can choose, with their current UTC offset; the zones of the
 * product's countries come first.
 */
export function listTimezones(now: Date): TimezoneOption[] {
  const all = Intl.supportedValuesOf('timeZone')
  const ordered = [...FIRST, ...all.filter((zone) => !FIRST.includes(zone))]
  return ordered.map((id) => {
    const offset = DateTime.fromJSDate(now, { zone: id }).toFormat('ZZ')
    return { id, offset, label: `${id.replace(/_/g, ' ')} (UTC${offset})` }
  })
}
