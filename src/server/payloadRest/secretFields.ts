/** Payload's secret auth fields: never filtered, sorted or selected on (a filter on a hash leaks it). */
export const SECRET_FIELD =
  /\b(hash|salt|sessions|resetPasswordToken|resetPasswordExpiration|loginAttempts|lockUntil|_verificationToken)\b/
