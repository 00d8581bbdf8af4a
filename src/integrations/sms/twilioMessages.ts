import twilio from 'twilio'

import { SmsSendError, type SmsSender } from './messagePort'

export type TwilioMessagesSettings = {
  accountSid: string
  authToken: string
  /** The sender: an E.164 number or an alphanumeric sender id (e.g. MonToilett). */
  from: string
  /** Twilio's HTTP client (tests point it at a local server). */
  httpClient?: twilio.RequestClient
}

type TwilioFailure = { status?: number; code?: number }

// https://www.twilio.com/docs/api/errors: numbers Twilio will not text (invalid, landline, opted out, unsupported region).
const REFUSED_CODES = new Set([21211, 21214, 21408, 21610, 21612, 21614, 21635])
const TOO_MANY_CODES = new Set([20429, 14107])

function providerError(error: unknown): SmsSendError {
  const { status, code } = (error ?? {}) as TwilioFailure
  if (code !== undefined && REFUSED_CODES.has(code)) return new SmsSendError('refused', { cause: error })
  if (status === 429 || (code !== undefined && TOO_MANY_CODES.has(code)))
    return new SmsSendError('tooMany', { cause: error })
  return new SmsSendError('unavailable', { cause: error })
}

/** Twilio Programmable Messaging: one SMS through the Messages resource of the account. */
export function twilioSmsSender(settings: TwilioMessagesSettings): SmsSender {
  const client = twilio(
    settings.accountSid,
    settings.authToken,
    settings.httpClient ? { httpClient: settings.httpClient } : {},
  )
  return {
    name: 'twilio',
    async send(to, body) {
      try {
        const message = await client.messages.create({ to, from: settings.from, body })
        return { id: message.sid }
      } catch (error) {
        throw providerError(error)
      }
    },
  }
}
