import type { AfterErrorHook } from 'payload'

type FieldError = { label?: unknown; path?: unknown; message?: unknown }

/**
 * A refused save in /admin says why, in the field's own words: Payload's toast reads "Le champ
 * suivant n'est pas valide : Fuseau horaire" and leaves the reason in a tooltip of the field;
 * this answers "Fuseau horaire : Choisissez un fuseau horaire de la liste (…)" instead (the fields'
 * errors stay in `data` for the form to mark them).
 */
export const explainValidationErrors: AfterErrorHook = ({ error, result }) => {
  // Recognised by its shape: class names are minified in the built site (decision 0019's payloadErrors).
  const fieldErrors = (error as { data?: { errors?: FieldError[] } }).data?.errors
  if ((error as { status?: number }).status !== 400 || !Array.isArray(fieldErrors) || fieldErrors.length === 0 || !result) return undefined
  const reasons = fieldErrors.map(describe).filter(Boolean)
  if (reasons.length === 0) return undefined
  const [first, ...others] = result.errors ?? []
  return { response: { ...result, errors: [{ ...first, message: reasons.join(' ') }, ...others] } }
}

function describe({ label, path, message }: FieldError): string {
  if (typeof message !== 'string' || !message) return ''
  const name = typeof label === 'string' && label ? label.split(' > ').pop() : typeof path === 'string' ? path : ''
  const sentence = /[.!?…]$/.test(message) ? message : `${message}.`
  return name ? `${name} : ${sentence}` : sentence
}
