import twilio from 'twilio'

import type { VoiceInstruction, VoiceProvider } from './port'

const FRENCH = { language: 'fr-FR', voice: 'Polly.Lea' } as const

function twiml(instruction: VoiceInstruction): string {
  const response = new twilio.twiml.VoiceResponse()
  if (instruction.kind === 'forward') {
    const dial = response.dial({
      action: instruction.statusUrl,
      method: 'POST',
      timeout: instruction.timeoutSeconds,
      answerOnBridge: true,
      ...(instruction.callerId ? { callerId: instruction.callerId } : {}),
    })
    dial.number(instruction.phone)
  } else if (instruction.kind === 'message') {
    response.say(FRENCH, instruction.text)
    response.hangup()
  } else {
    response.hangup()
  }
  return response.toString()
}

/** Twilio Programmable Voice: `X-Twilio-Signature` (HMAC-SHA1 of URL + sorted fields) and TwiML answers. */
export function twilioVoiceProvider(authToken: string): VoiceProvider {
  return {
    isSigned: (signature, url, params) => twilio.validateRequest(authToken, signature, url, params),
    answer: (instruction) => ({ body: twiml(instruction), contentType: 'text/xml; charset=utf-8' }),
  }
}
