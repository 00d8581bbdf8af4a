import type { Availability } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { refreshPublicPages } from '../cache/refreshPublicPages'
import { getPayloadClient } from '../payload'
import type { OpeningHoursInput } from '../groomerSettings/schemas'
import { inPersonTransaction } from '../transaction'
import { offerReopenedTime } from '../waitlist/reopened'

export type OpeningRange = {
  weekday: number
  start: string
  end: string
  everyNWeeks: number
  validFrom: string | null
}

const asRange = (a: Availability): OpeningRange => ({
  weekday: Number(a.weekday),
  start: a.start,
  end: a.end,
  everyNWeeks: a.everyNWeeks,
  validFrom: a.validFrom ? a.validFrom.slice(0, 10) : null,
})

/** The groomer's weekly opening ranges, by weekday then start. */
export async function listOpeningHours(groomer: AuthenticatedPerson): Promise<OpeningRange[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'availabilities',
    user: groomer,
    overrideAccess: false,
    pagination: false,
    depth: 0,
    // Opening hours are publicly readable: the filter keeps this list to the groomer's own.
    where: { groomer: { equals: groomer.id } },
  })
  return docs.map(asRange).sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))
}

/**
 * Replaces the whole weekly set in one transaction (the form edits it as a whole). A range worked
 * every N weeks has its first day (the schema requires it).
 */
export async function replaceOpeningHours(
  groomer: AuthenticatedPerson,
  input: OpeningHoursInput,
): Promise<OpeningRange[]> {
  const payload = await getPayloadClient()
  await inPersonTransaction(groomer, async (req) => {
    await payload.delete({
      collection: 'availabilities',
      req,
      user: groomer,
      overrideAccess: false,
      where: { groomer: { equals: groomer.id } },
    })
    for (const range of input.ranges) {
      await payload.create({
        collection: 'availabilities',
        req,
        user: groomer,
        overrideAccess: false,
        depth: 0,
        data: {
          groomer: groomer.id,
          weekday: String(range.weekday) as Availability['weekday'],
          start: range.start,
          end: range.end,
          everyNWeeks: range.everyNWeeks,
          validFrom: range.validFrom,
        },
      })
    }
  })
  // The hooks refreshed the pages during the transaction; once more now that it is committed.
  void refreshPublicPages(['city', 'profile', 'practice'])
  // Longer hours may open a slot someone waits for (decision 0036).
  await offerReopenedTime(groomer.id)
  return listOpeningHours(groomer)
}
