import { describe, expect, it } from 'vitest'

import { newGroomersLabel } from '../../src/components/admin/dashboardBox'
import { FILE_TOO_BIG, IMAGE_RULES, imageDimensionsError, WRONG_IMAGE_TYPE } from '../../src/lib/uploadLimits'

describe('the admin’s own words (issue 29, items 20 and 21)', () => {
  it('says "Nouveaux toiletteurs", not "Nouveaus"', () => {
    expect(newGroomersLabel(0)).toBe('Nouveau toiletteur')
    expect(newGroomersLabel(1)).toBe('Nouveau toiletteur')
    expect(newGroomersLabel(3)).toBe('Nouveaux toiletteurs')
  })

  it('states the upload limits with a readable list of types, and refusals Payload’s toast shows whole (no colon)', () => {
    expect(IMAGE_RULES).toContain('JPEG, PNG, WebP, AVIF ou GIF de 10 Mo au plus')
    for (const message of [FILE_TOO_BIG, WRONG_IMAGE_TYPE, imageDimensionsError(16000, 16000) ?? ''])
      expect(message).toMatch(/^[^:]+$/)
    expect(imageDimensionsError(16000, 16000)).toMatch(/^Cette image mesure 16\s000 × 16\s000 pixels/)
    // An animation's frames are all decoded: six frames of 40 megapixels are refused, one is not.
    expect(imageDimensionsError(6000, 6600)).toBeNull()
    expect(imageDimensionsError(6000, 6600, 6)).toMatch(/^Cette animation compte 6 images de 6\s000 × 6\s600 pixels/)
    expect(imageDimensionsError(8000, 5000)).toBeNull()
    expect(imageDimensionsError(8001, 100)).not.toBeNull()
    expect(imageDimensionsError(7000, 6000)).not.toBeNull()
  })
})
