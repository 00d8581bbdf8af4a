export const LOCALES = ['fr', 'en'] as const
export const DEFAULT_LOCALE = 'fr'
export const DEFAULT_TIMEZONE = 'Europe/Paris'
/** Locale cookie lifetime (spec section 9). */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
