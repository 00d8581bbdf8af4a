import { env } from '@/server/env'

import type { VoiceProvider } from './port'
import { twilioVoiceProvider } from './twilioVoice'

export type { VoiceInstruction, VoiceProvider } from './port'

/**
 * Twilio when TWILIO_AUTH_TOKEN is set, null otherwise: there is no offline stand-in, because a
 * webhook that cannot be authenticated must never be accepted.
 */
export function getVoiceProvider(): VoiceProvider | null {
  const token = env().TWILIO_AUTH_TOKEN
  return token ? twilioVoiceProvider(token) : null
}
