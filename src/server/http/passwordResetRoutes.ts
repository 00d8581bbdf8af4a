import { z } from 'zod'

import { DomainError } from '../domainErrors'
import { apiRoute } from './route'
import { admitPasswordReset, clientIp, tooManyResets } from '../rateLimits'
import {
  LINK_EXPIRED,
  PASSWORD_CHANGED,
  RESET_SENT,
  requestPasswordReset,
  resetPassword,
  resetPasswordBody,
  type ResettableKind,
} from '../auth/passwordReset'
import { jsonAnswer } from './jsonAnswer'

const forgotBody = z.object({ email: z.email('Veuillez saisir un e-mail valide.').trim().toLowerCase() })

/** `POST /api/v1/auth/{kind}/forgot-password` `{email}`: always the same answer (429 past the per-address limit). */
export const forgotPasswordRoute = (kind: ResettableKind) =>
  apiRoute({ session: 'none', body: forgotBody }, async ({ request, body }) => {
    const admitted = await admitPasswordReset(clientIp(request.headers))
    if (!admitted.ok) {
      throw new DomainError('rate_limited', tooManyResets(admitted.retryAfterSeconds), {
        retryAfterSeconds: admitted.retryAfterSeconds,
      })
    }
    await requestPasswordReset(kind, body.email)
    return jsonAnswer({ message: RESET_SENT })
  })

/** `POST /api/v1/auth/{kind}/reset-password` `{token, password, passwordConfirmation}`. */
export const resetPasswordRoute = (kind: ResettableKind) =>
  apiRoute({ session: 'none', body: resetPasswordBody }, async ({ body }) => {
    if (!(await resetPassword(kind, body.token, body.password)))
      throw new DomainError('invalid', LINK_EXPIRED, { fields: { token: LINK_EXPIRED } })
    return jsonAnswer({ message: PASSWORD_CHANGED })
  })
