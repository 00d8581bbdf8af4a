import { env } from '@/server/env'
import { getPayloadClient } from '@/server/payload'

import { outboxPhoneVerifier } from './outbox'
import type { PhoneVerifier } from './port'
import { twilioPhoneVerifier } from './twilioVerify'

export type { CodeCheck, PhoneVerifier } from './port'
export { CODE_TTL_SECONDS, MAX_ATTEMPTS_PER_CODE, PhoneVerifierError } from './port'

let verifier: PhoneVerifier | undefined

/** Twilio Verify when its three variables are set, the outbox otherwise (development, tests, demo). */
export function getPhoneVerifier(): PhoneVerifier {
  if (verifier) return verifier
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_VERIFY_SERVICE_SID } = env()
  verifier =
    TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_VERIFY_SERVICE_SID
      ? twilioPhoneVerifier({ accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, serviceSid: TWILIO_VERIFY_SERVICE_SID })
      : outboxPhoneVerifier(getPayloadClient)
  return verifier
}
