import { describe, expect, it } from 'vitest'

import { INVALID_COUNTRY, INVALID_MOBILE, parseMobilePhone } from '../../src/server/verification/phone'

describe('parseMobilePhone', () => {
  it('accepts French, Swiss and Belgian mobiles, national or international', () => {
    expect(parseMobilePhone('06 12 34 56 78', 'FR')).toEqual({
      ok: true,
      e164: '+33612345678',
      national: '06 12 34 56 78',
      country: 'FR',
    })
    expect(parseMobilePhone(' 0612345678 ', 'FR')).toMatchObject({ ok: true, e164: '+33612345678' })
    expect(parseMobilePhone('+33 7 81 23 45 67', 'FR')).toMatchObject({ ok: true, e164: '+33781234567' })
    expect(parseMobilePhone('079 123 45 67', 'CH')).toMatchObject({ ok: true, e164: '+41791234567', country: 'CH' })
    expect(parseMobilePhone('0470 12 34 56', 'BE')).toMatchObject({ ok: true, e164: '+32470123456', country: 'BE' })
    // An international number wins over the chosen country when both are allowed.
    expect(parseMobilePhone('+41 79 123 45 67', 'FR')).toMatchObject({ ok: true, country: 'CH' })
  })

  it('refuses landlines, other countries, garbage and unknown country codes', () => {
    expect(parseMobilePhone('01 23 45 67 89', 'FR')).toEqual({ ok: false, fields: { phone: INVALID_MOBILE } })
    expect(parseMobilePhone('+1 415 555 2671', 'FR')).toEqual({ ok: false, fields: { phone: INVALID_MOBILE } })
    expect(parseMobilePhone('044 668 18 00', 'CH')).toEqual({ ok: false, fields: { phone: INVALID_MOBILE } })
    expect(parseMobilePhone('02 123 45 67', 'BE')).toEqual({ ok: false, fields: { phone: INVALID_MOBILE } })
    expect(parseMobilePhone('06 12 34 56', 'FR')).toEqual({ ok: false, fields: { phone: INVALID_MOBILE } })
    expect(parseMobilePhone('+44 7911 123456', 'FR')).toEqual({ ok: false, fields: { phone: INVALID_MOBILE } })
    expect(parseMobilePhone('bonjour', 'FR')).toEqual({ ok: false, fields: { phone: INVALID_MOBILE } })
    expect(parseMobilePhone('06 12 34 56 78', 'US')).toEqual({
      ok: false,
      fields: { phone_country_code: INVALID_COUNTRY },
    })
  })
})
