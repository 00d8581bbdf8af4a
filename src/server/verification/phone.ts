import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

export const PHONE_COUNTRY_CODES = ['FR', 'CH', 'BE'] as const
export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number]

export const INVALID_MOBILE = 'Veuillez saisir un numéro de mobile français, suisse ou belge valide.'
export const INVALID_COUNTRY = 'Choisissez France, Suisse ou Belgique.'

export type ParsedPhone =
  | { ok: true; e164: string; national: string; country: PhoneCountryCode }
  | { ok: false; fields: Record<string, string> }

const isAllowedCountry = (value: string | undefined): value is PhoneCountryCode =>
  PHONE_COUNTRY_CODES.includes(value as PhoneCountryCode)

/**
 * A French, Swiss or Belgian mobile number (spec section 5), typed nationally (`06 12 34 56 78`)
 * or internationally (`+41 79 …`). Landlines and other countries are refused: codes go by SMS.
 */
export function parseMobilePhone(phone: string, countryCode: string): ParsedPhone {
  if (!isAllowedCountry(countryCode)) return { ok: false, fields: { phone_country_code: INVALID_COUNTRY } }
  const parsed = parsePhoneNumberFromString(phone.trim(), countryCode as CountryCode)
  if (!parsed || !parsed.isValid() || !isAllowedCountry(parsed.country))
    return { ok: false, fields: { phone: INVALID_MOBILE } }
  const type = parsed.getType()
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, fields: { phone: INVALID_MOBILE } }
  return { ok: true, e164: parsed.number, national: parsed.formatNational(), country: parsed.country }
}

/** The country of a number `parseMobilePhone` accepted (E.164). */
export function countryOfMobile(e164: string): PhoneCountryCode {
  const country = parsePhoneNumberFromString(e164)?.country
  return isAllowedCountry(country) ? country : 'FR'
}
