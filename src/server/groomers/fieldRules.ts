import { isKnownRegion, isValidZone, type HolidayCountry } from 'booking-engine'
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

import { PHONE_COUNTRY_CODES, type PhoneCountryCode } from '../verification/phone'

/**
 * The rules of a groomer's free-text settings that feed the booking engine and the public pages,
 * shared by the groomer's API (zod) and the admin's forms (Payload `validate`): what an admin
 * types is checked like what a groomer sends. Each returns a French message, or null when valid.
 */

export const TIMEZONE_ERROR = 'Choisissez un fuseau horaire de la liste (par exemple Europe/Paris).'
export const SUNDAY_ERROR = 'Les rendez-vous ne se prennent pas le dimanche : choisissez un jour du lundi au samedi.'

const isPhoneCountry = (value: unknown): value is PhoneCountryCode =>
  PHONE_COUNTRY_CODES.includes(value as PhoneCountryCode)
/** The groomer's country, France when unset (the fields' default). */
const countryOf = (value: unknown): PhoneCountryCode => (isPhoneCountry(value) ? value : 'FR')

const POSTCODES: Record<PhoneCountryCode, { pattern: RegExp; example: string }> = {
  FR: { pattern: /^\d{5}$/, example: '75004' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  CH: { pattern: /^\d{4}$/, example: '1201' },
}

export function timezoneError(value: unknown): string | null {
  return typeof value === 'string' && isValidZone(value) ? null : TIMEZONE_ERROR
}

/** Empty is fine (the country's national holidays only). */
export function holidayRegionError(value: unknown, country: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'string' && isKnownRegion(countryOf(country) as HolidayCountry, value)) return null
  return countryOf(country) === 'FR'
    ? 'Région inconnue : un numéro de département (57, 67 ou 68 pour l’Alsace-Moselle), ou laissez vide.'
    : 'Région inconnue : le code du canton ou de la région de ce pays (par exemple GE), ou laissez vide.'
}

/** Empty is fine; otherwise the country's format. */
export function postcodeError(value: unknown, country: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const rule = POSTCODES[countryOf(country)]
  return typeof value === 'string' && rule.pattern.test(value.trim())
    ? null
    : `Code postal invalide pour ce pays (par exemple ${rule.example}).`
}

/** Empty is fine; otherwise a valid number of a French, Swiss or Belgian line (landlines too). */
export function phoneError(value: unknown, country: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const parsed =
    typeof value === 'string' ? parsePhoneNumberFromString(value.trim(), countryOf(country) as CountryCode) : undefined
  return parsed?.isValid() && isPhoneCountry(parsed.country)
    ? null
    : 'Numéro de téléphone invalide : un numéro français, suisse ou belge (par exemple 01 23 45 67 89).'
}

/** Weekdays are 1 (Monday) to 7 (Sunday): Sunday is closed (spec section 5). */
export function weekdayError(value: unknown): string | null {
  return Number(value) === 7 ? SUNDAY_ERROR : null
}

/** A Payload field `validate` from one of these rules (`true` or the message). */
export const payloadRule =
  (rule: (value: unknown, country: unknown) => string | null) =>
  (value: unknown, { siblingData }: { siblingData?: Record<string, unknown> }) =>
    rule(value, siblingData?.country) ?? true

/**
 * The zone to show a groomer's times in: theirs, or Paris while a stored value is invalid (saved
 * before these rules), so that a typo never breaks their page or their city's.
 */
export const zoneOrParis = (value: unknown): string =>
  typeof value === 'string' && isValidZone(value) ? value : 'Europe/Paris'
