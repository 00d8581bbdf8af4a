import { handleIncomingCall, STATUS_PATH } from '@/server/calls/webhooks'
import { publicUrl, signedWebhookProvider } from '@/server/calls/webhookRequest'
import { voiceAnswer } from '@/server/http/voiceAnswer'
import { ApiError, INVALID_FIELDS } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/** `POST /api/v1/twilio/voice`: Twilio's voice webhook for tracking numbers (signed, no session). */
export const POST = apiRoute({ session: 'none', content: 'form' }, async ({ request, fields }) => {
  const provider = signedWebhookProvider(request, fields)
  const outcome = await handleIncomingCall(fields, publicUrl(STATUS_PATH), new Date())
  if (!outcome.ok) throw new ApiError(400, INVALID_FIELDS, outcome.fields)
  return voiceAnswer(provider, outcome.instruction)
})
