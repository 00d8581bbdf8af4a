import { resetPasswordRoute } from '@/server/http/passwordResetRoutes'

/** `POST /api/v1/auth/user/reset-password` `{token, password, passwordConfirmation}`. */
export const POST = resetPasswordRoute('groomer')
