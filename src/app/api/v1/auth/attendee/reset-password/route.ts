import { resetPasswordRoute } from '@/server/http/passwordResetRoutes'

/** `POST /api/v1/auth/attendee/reset-password` `{token, password, passwordConfirmation}`. */
export const POST = resetPasswordRoute('attendee')
