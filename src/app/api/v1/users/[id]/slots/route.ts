import { tooManyPets } from '@/lib/bookingLines'
import { bookableGroomer, bookableMotive } from '@/server/booking/groomers'
import { slotsQuery } from '@/server/booking/schemas'
import { DomainError } from '@/server/domainErrors'
import { env } from '@/server/env'
import { apiRoute } from '@/server/http/route'
import { slotsBetween } from '@/server/slots/groomerSlots'
import { durationForSize } from '@/server/slots/motiveDuration'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/**
 * `GET /api/v1/users/{id}/slots?motive=&from=&to=&size=`, or `?pets=12:small,14:large&from=&to=`
 * for several pets (the slots last the sum of their motives' durations):
 * `{days: [{date, open, reason?, slots: [{start, end}]}]}`.
 */
export const GET = apiRoute(
  { session: 'none', ids: { id: 'Ce toiletteur est introuvable.' }, query: slotsQuery, reads: 'replica' },
  async ({ ids, query }) => {
    const groomer = await bookableGroomer(ids.id)
    const pets = query.pets ?? [{ motive: query.motive!, size: query.size }]
    const max = env().PETS_PER_BOOKING
    if (pets.length > max) throw new DomainError('invalid', tooManyPets(max), { fields: { pets: tooManyPets(max) } })
    const motives = new Map<number, Awaited<ReturnType<typeof bookableMotive>>>()
    for (const pet of pets)
      if (!motives.has(pet.motive)) motives.set(pet.motive, await bookableMotive(groomer.id, pet.motive))
    const minutes = pets.reduce((sum, pet) => sum + durationForSize(motives.get(pet.motive)!, pet.size), 0)
    const result = await slotsBetween(groomer, { durationMinutes: minutes }, new Date(), query.from, query.to)
    const days = result.days.map((day) => ({
      date: day.date,
      open: day.open,
      ...(day.reason ? { reason: day.reason } : {}),
      slots: day.slots.map((slot) => ({ start: slot.start, end: slot.end })),
    }))
    return jsonAnswer({ days }, { headers: { 'cache-control': 'no-store' } })
  },
)
