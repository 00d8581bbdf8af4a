/**
 * What the media library accepts (issue 29, item 20), stated in the upload form before a file is
 * chosen and enforced by the browser (size), Payload's multipart parser (size) and the collection
 * (pixels, read by sharp). Messages hold no colon: Payload's toast splits a message at its first
 * colon and then at each comma ("Fichier (4): …").
 */
export const MAX_UPLOAD_BYTES = 10_000_000
export const MAX_UPLOAD_LABEL = '10 Mo'
/** A 40-megapixel photo is already 7,700 × 5,200: more only costs memory when sharp resizes it. */
export const MAX_IMAGE_PIXELS = 40_000_000
export const MAX_IMAGE_SIDE = 8000
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
export const IMAGE_TYPES_LABEL = 'JPEG, PNG, WebP, AVIF ou GIF'

const frenchInteger = (value: number) => value.toLocaleString('fr-FR')

/** Shown above the drop zone and under every image field. */
export const IMAGE_RULES = `Image ${IMAGE_TYPES_LABEL} de ${MAX_UPLOAD_LABEL} au plus, 40 mégapixels au plus et ${frenchInteger(MAX_IMAGE_SIDE)} pixels de côté au plus.`

export const FILE_TOO_BIG = `Ce fichier dépasse ${MAX_UPLOAD_LABEL}, la taille maximale acceptée. Réduisez l’image ou envoyez-en une plus légère.`
export const WRONG_IMAGE_TYPE = `Ce type de fichier n’est pas accepté. Envoyez une image ${IMAGE_TYPES_LABEL}.`

/** The refusal of an image with too many pixels, or null when it fits. */
export function imageDimensionsError(width: number | undefined, height: number | undefined, frames = 1): string | null {
  if (!width || !height) return null
  // An animation is decoded frame by frame: every frame counts.
  if (width * height * Math.max(1, frames) <= MAX_IMAGE_PIXELS && Math.max(width, height) <= MAX_IMAGE_SIDE) return null
  if (frames > 1 && Math.max(width, height) <= MAX_IMAGE_SIDE)
    return `Cette animation compte ${frenchInteger(frames)} images de ${frenchInteger(width)} × ${frenchInteger(height)} pixels. La limite est de 40 mégapixels pour toutes ses images. Réduisez-la avant de l’envoyer.`
  return `Cette image mesure ${frenchInteger(width)} × ${frenchInteger(height)} pixels. La limite est de 40 mégapixels et ${frenchInteger(MAX_IMAGE_SIDE)} pixels de côté. Réduisez-la avant de l’envoyer.`
}
