import { parsePhoneNumberFromString } from 'libphonenumber-js'

export const INVALID_TRACKING_NUMBER = 'Saisissez le numéro Twilio au format international, par exemple +33176543210.'

const E164 = /^\+[1-9]\d{6,14}$/

/** A tracking number is stored exactly as Twilio sends it in `To` (E.164), so the webhook finds it by equality. */
export function isTrackingNumber(value: string): boolean {
  return E164.test(value) && Boolean(parsePhoneNumberFromString(value)?.isValid())
}

/** Payload field validation: empty (no tracking number) or a valid E.164 number. */
export function trackingNumberError(value: unknown): true | string {
  if (value == null || value === '') return true
  return typeof value === 'string' && isTrackingNumber(value) ? true : INVALID_TRACKING_NUMBER
}
