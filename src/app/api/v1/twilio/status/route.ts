import { handleCallStatus } from '@/server/calls/webhooks'
import { readSignedWebhook, voiceAnswer } from '@/server/calls/webhookRequest'
import { jsonError } from '@/server/http/responses'

export const dynamic = 'force-dynamic'

/** `POST /api/v1/twilio/status`: the forward's outcome (`<Dial>` action or status callback), signed, no session. */
export async function POST(request: Request) {
  const webhook = await readSignedWebhook(request)
  if (!webhook.ok) return webhook.response
  const outcome = await handleCallStatus(webhook.params, new Date())
  if (!outcome.ok) return jsonError(400, 'Certains champs sont invalides.', outcome.fields)
  return voiceAnswer(webhook.provider, outcome.instruction)
}
