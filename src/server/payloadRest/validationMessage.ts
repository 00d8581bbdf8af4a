import type { AfterErrorHook } from 'payload'

import { IMAGE_TYPES_LABEL, WRONG_IMAGE_TYPE } from '../../lib/uploadLimits'

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
  if (
    (error as { status?: number }).status !== 400 ||
    !Array.isArray(fieldErrors) ||
    fieldErrors.length === 0 ||
    !result
  )
    return undefined
  const reasons = fieldErrors.map(describe).filter(Boolean)
  if (reasons.length === 0) return undefined
  const [first, ...others] = result.errors ?? []
  return { response: { ...result, errors: [{ ...first, message: reasons.join(' ') }, ...others] } }
}

/** Payload's upload checks answer in English, without a label: the admin's words instead. */
const UPLOAD_REFUSALS: [RegExp, string][] = [
  [/harmful content/i, 'Cette image SVG contient du code. Elle est refusée.'],
  [/corrupted|could not read|invalid pdf/i, 'Ce fichier est illisible ou abîmé. Essayez d’en envoyer un autre.'],
  [/mime type|not allowed|restricted file type/i, WRONG_IMAGE_TYPE],
]

function frenchUploadRefusal(message: string): string {
  return (
    UPLOAD_REFUSALS.find(([pattern]) => pattern.test(message))?.[1] ??
    `Ce fichier est refusé. Envoyez une image ${IMAGE_TYPES_LABEL}.`
  )
}

/**
 * A file's refusal is a whole sentence, with no "Fichier :" before it: Payload's toast splits a
 * message at its first colon, then at each comma, and showed "Fichier (4): … (JPEG PNG WebP AVIF ou GIF)".
 */
function describe({ label, path, message: raw }: FieldError): string {
  if (typeof raw !== 'string' || !raw) return ''
  if (path === 'file' && !label) return frenchUploadRefusal(raw)
  const name = typeof label === 'string' && label ? label.split(' > ').pop() : typeof path === 'string' ? path : ''
  const sentence = /[.!?…]$/.test(raw) ? raw : `${raw}.`
  return name ? `${name} : ${sentence}` : sentence
}
