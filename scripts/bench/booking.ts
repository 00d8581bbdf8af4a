import pg from 'pg'

import { buildIfNeeded } from '../lib/build'
import { startProductionSite } from '../lib/productionSite'

/**
 * `npm run bench:booking`: bookings through the HTTP API of the production build on the demo
 * data. First sustained bookings of distinct slots by 20 concurrent clients (three rounds, the
 * median printed), then 50 clients racing for one slot. Ends with one JSON line.
 * Targets (issue 5): at least 100 bookings/s; exactly 1 success in the race.
 */
const CLIENTS = 20
const ROUND_S = Number(process.env.BENCH_DURATION ?? 5)
const ROUNDS = 3
const RACE_ATTEMPTS = 50
const GROOMERS = 40

type Slot = { groomer: number; motive: number; start: string }
type Client = { id: number; token: string }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function json<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', accept: 'application/json', ...init.headers } })
  return { status: response.status, body: (await response.json()) as T }
}

/** Attendees created through the API; their phone is marked verified in the database (not what is measured). */
async function createClients(baseUrl: string, db: pg.Client, count: number): Promise<Client[]> {
  const clients: Client[] = []
  for (let i = 0; i < count; i++) {
    const body = { civility: 'm', firstName: 'Bench', lastName: `Client ${i}`, email: `bench-${Date.now()}-${i}@example.fr`, password: 'bench-password-2026' }
    const { status, body: answer } = await json<{ attendee: { id: number }; token: string }>(`${baseUrl}/api/v1/attendees`, { method: 'POST', body: JSON.stringify(body) })
    if (status !== 201) throw new Error(`Création du client impossible (${status})`)
    await db.query('update attendees set phone_verified = true, phone = $1 where id = $2', [`+3361234${String(i).padStart(4, '0')}`, answer.attendee.id])
    clients.push({ id: answer.attendee.id, token: answer.token })
  }
  return clients
}

/** Free slots of published groomers over the next two months, interleaved across groomers. */
async function freeSlots(baseUrl: string, db: pg.Client): Promise<Slot[]> {
  const { rows } = await db.query<{ groomer: number; motive: number }>(`
    select u.id as groomer, min(m.id) as motive from users u join motives m on m.groomer_id = u.id
    where u.published and u.online_booking and m.bookable_online group by u.id order by u.id limit ${GROOMERS}`)
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
  const to = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
  const perGroomer = await Promise.all(
    rows.map(async ({ groomer, motive }) => {
      const { body } = await json<{ days: { slots: { start: string; end: string }[] }[] }>(`${baseUrl}/api/v1/users/${groomer}/slots?motive=${motive}&from=${from}&to=${to}`)
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
  for (let i = 0; perGroomer.some((slots) => i < slots.length); i++) for (const slots of perGroomer) if (slots[i]) interleaved.push(slots[i])
  return interleaved
}

function book(baseUrl: string, client: Client, slot: Slot) {
  return json<unknown>(`${baseUrl}/api/v1/attendees/${client.id}/create-event`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}` },
    body: JSON.stringify({ groomer: slot.groomer, motive: slot.motive, start: slot.start, pet: { name: 'Bench', species: 'dog', size: 'medium' } }),
  })
}

async function sustainedRound(baseUrl: string, clients: Client[], slots: Slot[], seconds = ROUND_S) {
  let booked = 0
  let failed = 0
  const latencies: number[] = []
  const deadline = Date.now() + seconds * 1000
  const started = Date.now()
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < deadline) {
        const slot = slots.shift()
        if (!slot) throw new Error('Plus assez de créneaux libres pour le banc.')
        const t0 = performance.now()
        const { status } = await book(baseUrl, client, slot)
        latencies.push(performance.now() - t0)
        if (status === 201) booked++
        else failed++
      }
    }),
  )
  const elapsed = (Date.now() - started) / 1000
  return { perSecond: booked / elapsed, booked, failed, p50: median(latencies) }
}

async function main() {
  await buildIfNeeded()
  const site = await startProductionSite({ port: process.env.BENCH_PORT ?? '3300', label: 'bench' })
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    const clients = await createClients(site.baseUrl, db, RACE_ATTEMPTS)
    const slots = await freeSlots(site.baseUrl, db)
    console.log(`${slots.length} créneaux libres distincts chez ${GROOMERS} toiletteurs ; ${CLIENTS} clients simultanés, ${ROUNDS} manches de ${ROUND_S} s`)
    const raceSlot = slots.pop() as Slot
    await sustainedRound(site.baseUrl, clients.slice(0, CLIENTS), slots, 5) // warm-up: JIT, prepared schedules, pool
    const rounds = []
    for (let round = 1; round <= ROUNDS; round++) {
      const result = await sustainedRound(site.baseUrl, clients.slice(0, CLIENTS), slots)
      rounds.push(result)
      console.log(`manche ${round} : ${result.perSecond.toFixed(1)} réservations/s (${result.booked} réussies, ${result.failed} refusées, p50 ${result.p50.toFixed(1)} ms)`)
      if (result.failed) process.exitCode = 1
    }
    const statuses = await Promise.all(clients.map((client) => book(site.baseUrl, client, raceSlot).then((r) => r.status)))
    const successes = statuses.filter((status) => status === 201).length
    const conflicts = statuses.filter((status) => status === 409).length
    console.log(`course : ${statuses.length} tentatives sur un même créneau, ${successes} réussie(s), ${conflicts} refus 409`)
    if (successes !== 1 || conflicts !== statuses.length - 1) process.exitCode = 1
    console.log(JSON.stringify({ bookings_per_s: Math.round(median(rounds.map((r) => r.perSecond))), race_attempts: statuses.length, race_successes: successes }))
  } finally {
    await db.end()
    await site.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
