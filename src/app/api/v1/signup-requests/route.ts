import { NextResponse } from 'next/server'

import { jsonError, parseJsonBody } from '@/server/http/responses'
import { signupRequestBody } from '@/server/signup/schema'
import { submitSignupRequest } from '@/server/signup/requests'

export const dynamic = 'force-dynamic'

/** A groomer's signup request (/demande-inscription): 201 `{id}`, or 400 `{error, fields}`. */
export async function POST(request: Request) {
  const parsed = await parseJsonBody(request, signupRequestBody)
  if (!parsed.ok) return parsed.response
  const result = await submitSignupRequest(parsed.data)
  if (!result.ok) return jsonError(400, 'Certains champs sont invalides.', result.fields)
  return NextResponse.json({ id: result.id }, { status: 201 })
}
