import twilio from 'twilio'

import type { CodeCheck, PhoneVerifier } from './port'

export type TwilioVerifySettings = {
  accountSid: string
  authToken: string
  serviceSid: string
  /** Twilio's HTTP client (tests point it at a local server). */
  httpClient?: twilio.RequestClient
}

/** Twilio Verify: Twilio generates, sends (SMS, in French) and checks the codes. */
export function twilioPhoneVerifier(settings: TwilioVerifySettings): PhoneVerifier {
  const client = twilio(settings.accountSid, settings.authToken, settings.httpClient ? { httpClient: settings.httpClient } : {})
  const service = () => client.verify.v2.services(settings.serviceSid)
  return {
    name: 'twilio',
    async start(phone) {
      await service().verifications.create({ to: phone, channel: 'sms', locale: 'fr' })
    },
    async check(phone, code): Promise<CodeCheck> {
      try {
        const result = await service().verificationChecks.create({ to: phone, code })
        return result.status === 'approved' ? 'approved' : 'wrong'
      } catch (error) {
        // Twilio answers 404 once the verification has expired, been used or hit its attempt limit.
        if ((error as { status?: number }).status === 404) return 'expired'
        throw error
      }
    },
  }
}
