import { forgotPasswordRoute } from '@/server/http/passwordResetRoutes'

/** `POST /api/v1/auth/user/forgot-password` `{email}`: the same answer whether the account exists or not. */
export const POST = forgotPasswordRoute('groomer')
