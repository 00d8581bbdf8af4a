import { computeSlots } from 'booking-engine'
import { DateTime } from 'luxon'

import type { Motive } from '@/payload-types'

import { loadGroomerSchedule } from '../slots/groomerSchedule'
import { preparedSchedule } from '../slots/prepared'
import { googleMerchant, type GoogleMerchant } from './merchant'
import { type Slot, type SlotTime, wireSlot } from './wire'

const DAY_MS = 86_400_000
/** Beyond this, nothing is bookable whatever the groomer's horizon (the engine's own limit is 1000 days). */
const MAX_DAYS = 400

/** A time asked for one of the merchant's services. */
type Asked = { serviceId: string; startMs: number; durationSec?: number }

/** Whether the motive's default length is the one asked (Google may leave it out). */
const lastsAsAsked = (motive: Motive, durationSec?: number) =>
  durationSec === undefined || durationSec === motive.duration * 60

/**
 * The free starts of each asked service over the days the asked times span, from the same engine,
 * schedule and bookings as the site's slots: one read of the schedule, one engine run per service.
 */
async function freeStarts(merchant: GoogleMerchant, asked: Asked[], now: Date): Promise<Map<string, Set<number>>> {
  const free = new Map<string, Set<number>>()
  const services = [...new Set(asked.map((time) => time.serviceId))].filter((id) => merchant.services.has(id))
  const future = asked.filter((time) => time.startMs > now.getTime()).map((time) => time.startMs)
  if (services.length === 0 || future.length === 0) return free
  const zone = merchant.groomer.timezone || 'Europe/Paris'
  const first = DateTime.fromMillis(Math.min(...future), { zone }).startOf('day')
  const lastMs = Math.min(Math.max(...future), first.toMillis() + MAX_DAYS * DAY_MS)
  const last = DateTime.fromMillis(lastMs, { zone })
  const loaded = await loadGroomerSchedule(merchant.groomer, { from: now, until: new Date(lastMs + DAY_MS) })
  const schedule = preparedSchedule(loaded.schedule)
  for (const serviceId of services) {
    const motive = merchant.services.get(serviceId)!
    const { days } = computeSlots({
      schedule,
      motive: { durationMinutes: motive.duration },
      busy: loaded.busy,
      now: now.getTime(),
      from: first.toISODate() ?? '',
      to: last.toISODate() ?? '',
    })
    free.set(serviceId, new Set(days.flatMap((day) => day.slots.map((slot) => slot.startMs))))
  }
  return free
}

function isFree(merchant: GoogleMerchant, free: Map<string, Set<number>>, time: Asked): boolean {
  const motive = merchant.services.get(time.serviceId)
  return Boolean(motive && lastsAsAsked(motive, time.durationSec) && free.get(time.serviceId)?.has(time.startMs))
}

/** BatchAvailabilityLookup: each asked time of the merchant, free or not, in the order asked. */
export async function batchAvailabilityLookup(merchantId: string, slotTimes: SlotTime[], now = new Date()) {
  const merchant = await googleMerchant(merchantId)
  const asked: Asked[] = slotTimes.map((time) => ({
    serviceId: time.service_id,
    startMs: time.start_sec * 1000,
    durationSec: time.duration_sec,
  }))
  const free = merchant ? await freeStarts(merchant, asked, now) : new Map<string, Set<number>>()
  return {
    slot_time_availability: slotTimes.map((slotTime, index) => ({
      slot_time: { ...slotTime, start_sec: String(slotTime.start_sec), ...durationOf(slotTime) },
      available: merchant !== null && isFree(merchant, free, asked[index]!),
    })),
  }
}

const durationOf = (slot: { duration_sec?: number }) =>
  slot.duration_sec === undefined ? {} : { duration_sec: String(slot.duration_sec) }

/** CheckAvailability: the one slot, with 1 free place or none. */
export async function checkAvailability(slot: Slot, now = new Date()) {
  const merchant = await googleMerchant(slot.merchant_id)
  const asked: Asked = { serviceId: slot.service_id, startMs: slot.start_sec * 1000, durationSec: slot.duration_sec }
  const free = merchant ? await freeStarts(merchant, [asked], now) : new Map<string, Set<number>>()
  const available = merchant !== null && isFree(merchant, free, asked)
  const motive = merchant?.services.get(slot.service_id)
  return {
    slot: motive
      ? wireSlot(merchant!.groomer.id, motive.id, asked.startMs, asked.startMs + motive.duration * 60_000)
      : { ...slot, start_sec: String(slot.start_sec), ...durationOf(slot) },
    count_available: available ? 1 : 0,
    duration_requirement: 'MUST_SHOW_DURATION',
  }
}

/** The free slots of every Google service of the merchant over `days` days from today (the availability feed). */
export async function merchantAvailability(merchant: GoogleMerchant, days: number, now = new Date()) {
  const zone = merchant.groomer.timezone || 'Europe/Paris'
  const today = DateTime.fromJSDate(now, { zone }).startOf('day')
  const loaded = await loadGroomerSchedule(merchant.groomer, {
    from: now,
    until: today.plus({ days: days + 1 }).toJSDate(),
  })
  const schedule = preparedSchedule(loaded.schedule)
  return [...merchant.services.values()].flatMap((motive) =>
    computeSlots({
      schedule,
      motive: { durationMinutes: motive.duration },
      busy: loaded.busy,
      now: now.getTime(),
      from: today.toISODate() ?? '',
      to: today.plus({ days: days - 1 }).toISODate() ?? '',
    }).days.flatMap((day) =>
      day.slots.map((slot) => ({
        ...wireSlot(merchant.groomer.id, motive.id, slot.startMs, slot.endMs),
        spots_total: 1,
        spots_open: 1,
      })),
    ),
  )
}
