import { handleIncomingCall, STATUS_PATH } from '@/server/calls/webhooks'
import { publicUrl, readSignedWebhook, voiceAnswer } from '@/server/calls/webhookRequest'
import { jsonError } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/** `POST /api/v1/twilio/voice`: Twilio's voice webhook for tracking numbers (signed, no session). */
export async function POST(request: Request) {
  const webhook = await readSignedWebhook(request)
  if (!webhook.ok) return webhook.response
  const outcome = await handleIncomingCall(webhook.params, publicUrl(STATUS_PATH), new Date())
  if (!outcome.ok) return jsonError(400, 'Certains champs sont invalides.', outcome.fields)
  return voiceAnswer(webhook.provider, outcome.instruction)
}
