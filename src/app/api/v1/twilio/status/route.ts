import { handleCallStatus } from '@/server/calls/webhooks'
import { signedWebhookProvider } from '@/server/calls/webhookRequest'
import { voiceAnswer } from '@/server/http/voiceAnswer'
import { ApiError, INVALID_FIELDS } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/** `POST /api/v1/twilio/status`: the forward's outcome (`<Dial>` action or status callback), signed, no session. */
export const POST = apiRoute({ session: 'none', content: 'form' }, async ({ request, fields }) => {
  const provider = signedWebhookProvider(request, fields)
  const outcome = await handleCallStatus(fields, new Date())
  if (!outcome.ok) throw new ApiError(400, INVALID_FIELDS, outcome.fields)
  return voiceAnswer(provider, outcome.instruction)
})
