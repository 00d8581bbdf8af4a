/** Choices of the groomer's profile form (the values the API accepts). */
export const COUNTRIES = [
  { value: 'FR', label: 'France' },
  { value: 'CH', label: 'Suisse' },
  { value: 'BE', label: 'Belgique' },
]

export const PHONE_PREFIXES = [
  { value: 'FR', label: 'France (+33)' },
  { value: 'CH', label: 'Suisse (+41)' },
  { value: 'BE', label: 'Belgique (+32)' },
]

export const LANGUAGES = [
  { value: 'fr', label: 'Français' },
  { value: 'en', label: 'English' },
]

export const SPOKEN_LANGUAGES = [
  { value: 'fr', label: 'Français' },
  { value: 'en', label: 'Anglais' },
  { value: 'de', label: 'Allemand' },
  { value: 'es', label: 'Espagnol' },
  { value: 'it', label: 'Italien' },
  { value: 'nl', label: 'Néerlandais' },
  { value: 'ar', label: 'Arabe' },
  { value: 'pt', label: 'Portugais' },
]

/** `user.mailSettings.copyList.2` → `copyList`, `user.timezone` → `timezone`: the form field an API error belongs to. */
export function formFieldOf(apiField: string): string {
  const path = apiField.replace(/^user\./, '')
  if (path.startsWith('mailSettings.copyList')) return 'copyList'
  if (path.startsWith('mailSettings.active')) return 'mailActive'
  if (path.startsWith('spokenLanguages')) return 'spokenLanguages'
  if (path === 'onlineBooking') return 'phoneOnly'
  return path
}
