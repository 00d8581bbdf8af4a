import { describe, expect, it } from 'vitest'

import { minutesFor, visitTotals } from '../../src/components/booking/ExtraPets'
import { durationForSize, hasSizeDurations } from '../../src/lib/motiveDuration'

const bath = { id: 1, title: 'Bain', duration: 45, sizeDurations: { small: 30, large: 60, giant: 0, medium: null } }

describe('a motive’s duration by pet size (the server and the booking dialog alike)', () => {
  it('takes the size’s minutes when set, the motive’s otherwise (unset, zero, no size)', () => {
    expect(durationForSize(bath, 'small')).toBe(30)
    expect(durationForSize(bath, 'large')).toBe(60)
    expect(durationForSize(bath, 'giant')).toBe(45)
    expect(durationForSize(bath, 'medium')).toBe(45)
    expect(durationForSize(bath, null)).toBe(45)
    expect(hasSizeDurations(bath)).toBe(true)
    expect(hasSizeDurations({ sizeDurations: { small: 0 } })).toBe(false)
    expect(hasSizeDurations(undefined)).toBe(false)
  })

  it('the dialog’s visit lasts the sum of its pets, each at its size', () => {
    expect(minutesFor(bath, 'large')).toBe(60)
    expect(minutesFor(undefined, 'large')).toBe(0)
    const pet = (size: string) => ({ motiveId: 1, pet: { name: '', species: 'dog', breed: '', size } })
    expect(visitTotals([pet('small'), pet('large'), pet('giant')] as never, [bath]).minutes).toBe(135)
  })
})
