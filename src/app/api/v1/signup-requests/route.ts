import { ApiError, INVALID_FIELDS } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'
import { signupRequestBody } from '@/server/signup/schema'
import { submitSignupRequest } from '@/server/signup/requests'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

/** A groomer's signup request (/demande-inscription): 201 `{id}`, or 400 `{error, fields}`. */
export const POST = apiRoute({ session: 'none', body: signupRequestBody }, async ({ body }) => {
  const result = await submitSignupRequest(body)
  if (!result.ok) throw new ApiError(400, INVALID_FIELDS, result.fields)
  return jsonAnswer({ id: result.id }, { status: 201 })
})
