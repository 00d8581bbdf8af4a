import type { Slot } from 'booking-engine'
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js'
import { DateTime } from 'luxon'

const wholeEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

/** "35 €", "35,50 €". */
export const formatPrice = (price: number) => (Number.isInteger(price) ? wholeEuros : euros).format(price)

/** 60 → "1 h", 90 → "1 h 30", 45 → "45 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`
}

/** "mar. 24 nov. 10:00", in the groomer's zone (the offset of the slot). */
export const formatSlotShort = (slot: Slot) => DateTime.fromISO(slot.start, { setZone: true }).setLocale('fr').toFormat('ccc d LLL HH:mm')

export const profileHref = (uri: string) => `/toiletteur/${uri}`

export const slotHref = (uri: string, motiveId: number, slot: Slot) =>
  `${profileHref(uri)}?${new URLSearchParams({ motif: String(motiveId), creneau: slot.start })}`

/** The number as shown (national format) and its tel: link; the raw text when it cannot be parsed. */
export function phoneLink(number: string, country: string): { label: string; href: string } {
  const parsed = parsePhoneNumberFromString(number, country as CountryCode)
  if (!parsed) return { label: number, href: `tel:${number.replace(/[^\d+]/g, '')}` }
  return { label: parsed.formatNational(), href: parsed.getURI() }
}

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')

export const groomersLabel = (count: number) => `${count} toiletteur${count > 1 ? 's' : ''}`
