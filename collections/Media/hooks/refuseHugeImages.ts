import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

import { imageDimensionsError } from '../../../src/lib/uploadLimits'

/**
 * An image of more than 40 megapixels (or 8,000 pixels a side) is refused before Payload resizes
 * it: sharp reads only its header here, while resizing a 16,000 × 16,000 PNG holds about 1 GB.
 */
export const refuseHugeImages: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file?.data?.length) return args
  const { width, height, pages } = await sharp(file.data, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined, pages: undefined }))
  const refusal = imageDimensionsError(width, height, pages)
  if (refusal) throw new APIError(refusal, 400, undefined, true)
  return args
}
