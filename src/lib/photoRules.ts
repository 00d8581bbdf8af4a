/** The rules of a groomer's photos, stated on the form before a file is chosen and enforced by the server. */
export const MAX_PHOTOS = 12
export const PHOTO_KINDS = ['salon', 'portfolio'] as const
export type PhotoKind = (typeof PHOTO_KINDS)[number]
export const PHOTO_KIND_LABELS: Record<PhotoKind, string> = {
  salon: 'Le salon',
  portfolio: 'Réalisations (avant / après)',
}
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']
export const PHOTO_TYPES_LABEL = 'JPEG, PNG, WebP ou AVIF'
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
export const MAX_PHOTO_LABEL = '5 Mo'
export const MAX_ALT_LENGTH = 200

export const PHOTO_RULES = `${MAX_PHOTOS} photos au plus, ${PHOTO_TYPES_LABEL}, ${MAX_PHOTO_LABEL} au plus chacune. Décrivez chaque photo en quelques mots : ce texte est lu aux personnes qui ne voient pas l’image.`
export const TOO_MANY_PHOTOS = `${MAX_PHOTOS} photos au plus : supprimez-en une avant d’en ajouter une autre.`
export const ALT_REQUIRED = 'Décrivez la photo en quelques mots (par exemple « Caniche après sa coupe »).'
export const ALT_TOO_LONG = `${MAX_ALT_LENGTH} caractères au plus.`
export const PHOTO_REQUIRED = 'Choisissez une photo.'
export const PHOTO_WRONG_TYPE = `Choisissez une image ${PHOTO_TYPES_LABEL}.`
export const PHOTO_TOO_BIG = `L’image ne doit pas dépasser ${MAX_PHOTO_LABEL}.`
