/** French company numbers on an invoice: SIRET (14 digits, Luhn) and the intra-community VAT number. */

const digitsOnly = (value: string) => value.replace(/[\s.]/g, '')

/** The Luhn check every SIREN and SIRET passes (La Poste's establishments excepted: their sum is a multiple of 5). */
function luhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The SIRET without spaces when valid, otherwise null. */
export function normalizeSiret(value: string): string | null {
  const digits = digitsOnly(value)
  if (!/^\d{14}$/.test(digits)) return null
  const laPoste = digits.startsWith('356000000')
  if (laPoste) return [...digits].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0 ? digits : null
  return luhn(digits) ? digits : null
}

/** The French VAT number's key for a SIREN: (12 + 3 × (SIREN mod 97)) mod 97. */
export const vatKeyOf = (siren: string) => String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')

/** An intra-community VAT number, upper-case without spaces, when valid (French ones checked against their SIREN); null otherwise. */
export function normalizeVatNumber(value: string): string | null {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase()
  const french = /^FR([0-9A-Z]{2})(\d{9})$/.exec(compact)
  if (french) {
    const [, key, siren] = french
    return /^\d{2}$/.test(key!) && key !== vatKeyOf(siren!) ? null : compact
  }
  // Belgium and Luxembourg, the other countries of the site's groomers with a VAT number.
  return /^(BE[01]\d{9}|LU\d{8})$/.test(compact) ? compact : null
}
