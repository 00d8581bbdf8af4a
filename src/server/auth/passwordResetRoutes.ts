import { NextResponse } from 'next/server'
import { z } from 'zod'

import { jsonError, parseJsonBody } from '../http/responses'
import { admitPasswordReset, clientIp, tooManyResets } from '../rateLimits'
import { LINK_EXPIRED, PASSWORD_CHANGED, RESET_SENT, requestPasswordReset, resetPassword, resetPasswordBody, type ResettableKind } from './passwordReset'

const forgotBody = z.object({ email: z.email('Veuillez saisir un e-mail valide.').trim().toLowerCase() })

/** `POST /api/v1/auth/{kind}/forgot-password` `{email}`: always the same answer (429 past the per-address limit). */
export const forgotPasswordRoute = (kind: ResettableKind) =>
  async function POST(request: Request) {
    const parsed = await parseJsonBody(request, forgotBody)
    if (!parsed.ok) return parsed.response
    const admitted = await admitPasswordReset(clientIp(request.headers))
    if (!admitted.ok) {
      const error = tooManyResets(admitted.retryAfterSeconds)
      return NextResponse.json({ error, fields: {} }, { status: 429, headers: { 'retry-after': String(admitted.retryAfterSeconds) } })
    }
    await requestPasswordReset(kind, parsed.data.email)
    return NextResponse.json({ message: RESET_SENT })
  }

/** `POST /api/v1/auth/{kind}/reset-password` `{token, password, passwordConfirmation}`. */
export const resetPasswordRoute = (kind: ResettableKind) =>
  async function POST(request: Request) {
    const parsed = await parseJsonBody(request, resetPasswordBody)
    if (!parsed.ok) return parsed.response
    if (!(await resetPassword(kind, parsed.data.token, parsed.data.password))) return jsonError(400, LINK_EXPIRED, { token: LINK_EXPIRED })
    return NextResponse.json({ message: PASSWORD_CHANGED })
  }
