import { env } from '@/server/env'
import { getPayloadClient } from '@/server/payload'

import type { SmsSender } from './messagePort'
import { outboxPhoneVerifier } from './outbox'
import { outboxSmsSender } from './outboxMessages'
import type { PhoneVerifier } from './port'
import { twilioSmsSender } from './twilioMessages'
import { twilioPhoneVerifier } from './twilioVerify'

export type { CodeCheck, PhoneVerifier } from './port'
export type { SmsSender } from './messagePort'
export { SmsSendError } from './messagePort'
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

let smsSender: SmsSender | undefined

/** Twilio Messages when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM are set, the outbox otherwise. */
export function getSmsSender(): SmsSender {
  if (smsSender) return smsSender
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_SMS_FROM } = env()
  smsSender =
    TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_SMS_FROM
      ? twilioSmsSender({ accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_SMS_FROM })
      : outboxSmsSender(getPayloadClient)
  return smsSender
}
