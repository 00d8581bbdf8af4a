/** What a voice webhook answers: forward the call to a phone, or speak a message and hang up. */
export type VoiceInstruction =
  | { kind: 'forward'; phone: string; callerId?: string; statusUrl: string; timeoutSeconds: number }
  | { kind: 'message'; text: string }
  | { kind: 'hangup' }

/**
 * The telephony provider behind tracked calls: checks that a webhook really comes from it,
 * and writes its call-control answer.
 */
export interface VoiceProvider {
  /** Whether `signature` signs `url` and `params` (the webhook's form fields) with the account's secret. */
  isSigned(signature: string, url: string, params: Record<string, string>): boolean
  /** The HTTP body (and its content type) that makes the provider carry out `instruction`. */
  answer(instruction: VoiceInstruction): { body: string; contentType: string }
}
