import twilio from 'twilio'

import { PhoneVerifierError, type CodeCheck, type PhoneVerifier } from './port'

export type TwilioVerifySettings = {
  accountSid: string
  authToken: string
  serviceSid: string
  /** Twilio's HTTP client (tests point it at a local server). */
  httpClient?: twilio.RequestClient
}

type TwilioFailure = { status?: number; code?: number }

// https://www.twilio.com/docs/api/errors: numbers Verify will not text, and its own rate limits.
const REFUSED_CODES = new Set([21211, 21408, 21610, 21614, 60200, 60205, 60410])
const TOO_MANY_CODES = new Set([20429, 60203])
// Twilio answers 404 once the verification has expired, been approved or deleted; 60202 after too many checks.
const GONE_CODES = new Set([20404, 60202])

function providerError(error: unknown): PhoneVerifierError {
  const { status, code } = (error ?? {}) as TwilioFailure
  if (code !== undefined && REFUSED_CODES.has(code)) return new PhoneVerifierError('refused', { cause: error })
  if (status === 429 || (code !== undefined && TOO_MANY_CODES.has(code)))
    return new PhoneVerifierError('tooMany', { cause: error })
  return new PhoneVerifierError('unavailable', { cause: error })
}

/** Twilio Verify: Twilio generates, sends (SMS, in French) and checks the codes. */
export function twilioPhoneVerifier(settings: TwilioVerifySettings): PhoneVerifier {
  const client = twilio(
    settings.accountSid,
    settings.authToken,
    settings.httpClient ? { httpClient: settings.httpClient } : {},
  )
  const service = () => client.verify.v2.services(settings.serviceSid)
  return {
    name: 'twilio',
    async start(phone) {
      try {
        await service().verifications.create({ to: phone, channel: 'sms', locale: 'fr' })
      } catch (error) {
        throw providerError(error)
      }
    },
    async check(phone, code): Promise<CodeCheck> {
      let status: string
      try {
        status = (await service().verificationChecks.create({ to: phone, code })).status
      } catch (error) {
        const { status: httpStatus, code: twilioCode } = (error ?? {}) as TwilioFailure
        if (httpStatus === 404 || (twilioCode !== undefined && GONE_CODES.has(twilioCode))) return 'expired'
        throw providerError(error)
      }
      if (status === 'approved') return 'approved'
      // `pending`: a wrong code; `canceled`, `expired`, `max_attempts_reached`…: that code is over.
      return status === 'pending' ? 'wrong' : 'expired'
    },
  }
}
