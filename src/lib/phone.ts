import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js'

/**
 * A phone number as shown and its tel: link: national format for a number of `home` (a French
 * groomer reads "06 12 34 56 78"), international for another country ("+41 79 123 45 67");
 * the raw text when it cannot be parsed.
 */
export function phoneLink(number: string, country: string, home = country): { label: string; href: string } {
  const parsed = parsePhoneNumberFromString(number, country as CountryCode)
  if (!parsed) return { label: number, href: `tel:${number.replace(/[^\d+]/g, '')}` }
  return {
    label: parsed.country === home ? parsed.formatNational() : parsed.formatInternational(),
    href: parsed.getURI(),
  }
}
