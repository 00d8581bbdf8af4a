import { NextResponse } from 'next/server'
import { z } from 'zod'

import { RESET_SENT, requestAttendeePasswordReset } from '@/server/auth/passwordReset'
import { parseJsonBody } from '@/server/http/responses'

const body = z.object({ email: z.email('Veuillez saisir un e-mail valide.').trim().toLowerCase() })

/** `POST /api/v1/auth/attendee/forgot-password` `{email}`: always the same answer. */
export async function POST(request: Request) {
  const parsed = await parseJsonBody(request, body)
  if (!parsed.ok) return parsed.response
  await requestAttendeePasswordReset(parsed.data.email)
  return NextResponse.json({ message: RESET_SENT })
}
