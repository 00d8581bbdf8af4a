import type pg from 'pg'

import { median } from './stats'

/**
 * Bookings through the HTTP API as real clients make them: attendees created through the API,
 * free slots read from the slots API, bookings posted with each attendee's token. Used by
 * `bench:booking`, `bench:scale` and the scale-out test.
 */
const GROOMERS = 40

export type Slot = { groomer: number; motive: number; start: string }
export type Client = { id: number; token: string }

async function json<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...init.headers },
  })
  return { status: response.status, body: (await response.json()) as T }
}

/** Attendees created through the API; their phone is marked verified in the database (not what is measured). */
export async function createClients(baseUrl: string, db: pg.Client, count: number): Promise<Client[]> {
  const clients: Client[] = []
  for (let i = 0; i < count; i++) {
    const body = {
      civility: 'm',
      firstName: 'Bench',
      lastName: `Client ${i}`,
      email: `bench-${Date.now()}-${i}@example.fr`,
      password: 'bench-password-2026',
      acceptTerms: true,
    }
    const { status, body: answer } = await json<{ attendee: { id: number }; token: string }>(
      `${baseUrl}/api/v1/attendees`,
      { method: 'POST', body: JSON.stringify(body) },
    )
    if (status !== 201) throw new Error(`Création du client impossible (${status})`)
    await db.query('update attendees set phone_verified = true, phone = $1 where id = $2', [
      `+3361234${String(i).padStart(4, '0')}`,
      answer.attendee.id,
    ])
    clients.push({ id: answer.attendee.id, token: answer.token })
  }
  return clients
}

/** Free slots of published groomers over the next two months, interleaved across groomers. */
export async function freeSlots(baseUrl: string, db: pg.Client, groomers = GROOMERS): Promise<Slot[]> {
  const { rows } = await db.query<{ groomer: number; motive: number }>(`
    select u.id as groomer, min(m.id) as motive from users u join motives m on m.groomer_id = u.id
    where u.published and u.online_booking and m.bookable_online group by u.id order by u.id limit ${groomers}`)
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
  const to = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
  const perGroomer = await Promise.all(
    rows.map(async ({ groomer, motive }) => {
      const { body } = await json<{ days: { slots: { start: string; end: string }[] }[] }>(
        `${baseUrl}/api/v1/users/${groomer}/slots?motive=${motive}&from=${from}&to=${to}`,
      )
      // Consecutive starts of one groomer overlap (a motive lasts longer than the step): keep
      // only slots that follow each other, so that distinct bookings never collide.
      const kept: Slot[] = []
      let freeFrom = 0
      for (const slot of body.days.flatMap((day) => day.slots)) {
        if (new Date(slot.start).getTime() < freeFrom) continue
        kept.push({ groomer, motive, start: slot.start })
        freeFrom = new Date(slot.end).getTime()
      }
      return kept
    }),
  )
  const interleaved: Slot[] = []
  for (let i = 0; perGroomer.some((slots) => i < slots.length); i++)
    for (const slots of perGroomer) if (slots[i]) interleaved.push(slots[i])
  return interleaved
}

export function book(baseUrl: string, client: Client, slot: Slot) {
  return json<unknown>(`${baseUrl}/api/v1/attendees/${client.id}/create-event`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}` },
    body: JSON.stringify({
      groomer: slot.groomer,
      motive: slot.motive,
      start: slot.start,
      pet: { name: 'Bench', species: 'dog', size: 'medium' },
    }),
  })
}

export async function sustainedRound(
  baseUrl: string | ((i: number) => string),
  clients: Client[],
  slots: Slot[],
  seconds: number,
) {
  let booked = 0
  let failed = 0
  const latencies: number[] = []
  const deadline = Date.now() + seconds * 1000
  const started = Date.now()
  await Promise.all(
    clients.map(async (client, i) => {
      // One base URL, or one per client (clients spread over instances).
      const target = typeof baseUrl === 'string' ? baseUrl : baseUrl(i)
      while (Date.now() < deadline) {
        const slot = slots.shift()
        if (!slot) throw new Error('Plus assez de créneaux libres pour le banc.')
        const t0 = performance.now()
        const { status } = await book(target, client, slot)
        latencies.push(performance.now() - t0)
        if (status === 201) booked++
        else failed++
      }
    }),
  )
  const elapsed = (Date.now() - started) / 1000
  return { perSecond: booked / elapsed, booked, failed, p50: median(latencies) }
}
