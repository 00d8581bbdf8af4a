import type { Payload } from 'payload'

import { env } from '@/server/env'
import { getPayloadClient } from '@/server/payload'

import { recordFailedSend } from '../failedSends'
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
      ? twilioPhoneVerifier({
          accountSid: TWILIO_ACCOUNT_SID,
          authToken: TWILIO_AUTH_TOKEN,
          serviceSid: TWILIO_VERIFY_SERVICE_SID,
        })
      : outboxPhoneVerifier(getPayloadClient)
  return verifier
}

let smsSender: SmsSender | undefined

/**
 * Twilio Messages when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM are set (an SMS it
 * refuses is kept in the outbox as failed), the outbox otherwise.
 */
export function getSmsSender(): SmsSender {
  if (smsSender) return smsSender
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_SMS_FROM } = env()
  smsSender =
    TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_SMS_FROM
      ? keepingSmsFailures(
          twilioSmsSender({ accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_SMS_FROM }),
          getPayloadClient,
          TWILIO_SMS_FROM,
        )
      : outboxSmsSender(getPayloadClient)
  return smsSender
}

/** The provider's sender, writing each SMS it refuses in the outbox (status `failed`) before the error goes on. */
export function keepingSmsFailures(sender: SmsSender, getPayload: () => Promise<Payload>, from: string): SmsSender {
  return {
    name: sender.name,
    async send(to, body) {
      try {
        return await sender.send(to, body)
      } catch (error) {
        await recordFailedSend(await getPayload(), { channel: 'sms', to, from, text: body }, error)
        throw error
      }
    },
  }
}
