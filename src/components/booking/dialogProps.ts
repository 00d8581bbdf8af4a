import type { Motive } from '@/payload-types'
import type { GroomerProfile } from '@/server/groomers/profile'

import type { MotiveOption } from './bookingState'
import type { GroomerSummary } from './ConfirmStep'

/** What the booking dialog needs of a groomer's profile: the groomer, and the motives bookable online. */
export function bookingDialogProps(
  { groomer, city }: Pick<GroomerProfile, 'groomer' | 'city'>,
  bookable: Motive[],
  { timezone, maxPets }: { timezone: string; maxPets: number },
): { groomer: GroomerSummary; motives: MotiveOption[] } {
  return {
    groomer: {
      id: groomer.id,
      name: groomer.displayName ?? '',
      uri: groomer.uri,
      address: [groomer.address, [groomer.postcode, city?.name].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      timezone,
      noticeHours: groomer.cancellationNoticeHours ?? 24,
      phone: groomer.phone,
      maxPets,
    },
    motives: bookable.map((m) => ({
      id: m.id,
      title: m.title,
      duration: m.duration,
      price: m.price,
      kind: m.kind,
      sizeDurations: m.sizeDurations,
      sizePrices: m.sizePrices,
      instantBooking: m.instantBooking === true,
    })),
  }
}
