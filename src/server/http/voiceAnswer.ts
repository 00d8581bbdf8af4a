import type { VoiceInstruction, VoiceProvider } from '@/integrations/calls'

/** The provider's call-control answer (TwiML) as an HTTP response to its webhook. */
export function voiceAnswer(provider: VoiceProvider, instruction: VoiceInstruction): Response {
  const { body, contentType } = provider.answer(instruction)
  return new Response(body, { status: 200, headers: { 'content-type': contentType } })
}
