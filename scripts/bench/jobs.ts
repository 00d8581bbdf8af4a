import type { Payload } from 'payload'

import { createAttendee } from '../lib/people'
import { manyGroomers } from './benchRows'
import { median } from '../lib/stats'
import { runBenchmark, timed, withBenchDatabase } from '../lib/bench'

/**
 * `npm run bench:jobs`: the reminders and expiry jobs on a table of 100,000 appointments (1,000
 * groomers, two years around today, fresh embedded database). Each round puts the day's work back
 * (tomorrow's reminders unsent, ~50 requests past their answer time) and times one run of each job,
 * then a second run with nothing left to do (the queries alone). Prints each query's plan, medians
 * over ROUNDS, one JSON line.
 */
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 100_000)
const GROOMERS = 1000
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const DAY_MS = 86_400_000

/**
 * Appointment j of groomer k starts j × 7.3 days after a year ago, shifted by k: every day holds
 * about the same number, a groomer's never overlap. Past: confirmed and reminded. Ahead: one in a
 * hundred pending (requests made an hour ago: a request expires 48 h after it is made, so there are
 * never many), one in twenty cancelled, the others confirmed.
 */
async function fillAppointments(payload: Payload, groomers: number[], attendees: number[], now: Date): Promise<void> {
  const perGroomer = Math.ceil(APPOINTMENTS / groomers.length)
  await payload.db.pool.query(
    `insert into "appointments" ("reference", "groomer_id", "attendee_id", "timezone", "start", "end", "status", "kind", "updated_at", "created_at", "reminder_email_sent_at", "reminder_sms_sent_at")
     select 'BENCH-' || s.n, s.groomer, s.attendee, 'Europe/Paris', s.start, s.start + interval '1 hour',
       (case when s.start < $4::timestamptz then 'confirmed' when s.n % 100 = 0 then 'pending' when s.n % 20 = 1 then 'cancelled' else 'confirmed' end)::"enum_appointments_status",
       'salon', least(s.start, $4::timestamptz - interval '1 hour'), s.start - interval '20 days',
       case when s.start < $4::timestamptz then s.start - interval '1 day' end, case when s.start < $4::timestamptz then s.start - interval '1 day' end
     from (
       select g.n, ($1::int[])[1 + g.n % array_length($1::int[], 1)] as "groomer", ($2::int[])[1 + g.n % array_length($2::int[], 1)] as "attendee",
         date_trunc('minute', $4::timestamptz - interval '365 days' + ((g.n / array_length($1::int[], 1)) * 7.3 + (g.n % array_length($1::int[], 1) % 73) / 10.0) * interval '1 day') as "start"
       from generate_series(0, $3::int - 1) g(n)) s`,
    [groomers, attendees, Math.min(APPOINTMENTS, perGroomer * groomers.length), now],
  )
  await payload.db.pool.query('analyze "appointments"')
}

/** The day's work back: tomorrow's reminders unsent, ~50 pending requests made three days ago. */
async function resetWork(payload: Payload, now: Date): Promise<{ expiring: number }> {
  await payload.db.pool.query(
    `update "appointments" set "reminder_email_sent_at" = null, "reminder_sms_sent_at" = null where "reference" like 'BENCH-%' and "start" > $1::timestamptz and "start" < $1::timestamptz + interval '50 hours'`,
    [now],
  )
  await payload.db.pool.query(
    `update "appointments" set "status" = 'pending', "updated_at" = $1::timestamptz - interval '1 hour' where "reference" like 'BENCH-%' and "status" = 'expired'`,
    [now],
  )
  const { rowCount } = await payload.db.pool.query(
    `update "appointments" set "updated_at" = $1::timestamptz - interval '3 days' where "id" in (select "id" from "appointments" where "status" = 'pending' and "start" > $1::timestamptz + interval '3 days' order by "id" limit 50)`,
    [now],
  )
  return { expiring: rowCount ?? 0 }
}

async function planOf(payload: Payload, query: string, params: unknown[]): Promise<string> {
  const { rows } = await payload.db.pool.query<{ 'QUERY PLAN': string }>(`explain ${query}`, params)
  return rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n')
}

async function main() {
  await withBenchDatabase('bench', async (payload) => {
    const { sendDueReminders } = await import('../../src/server/jobs/reminders')
    const { expirePendingRequests } = await import('../../src/server/jobs/expiry')
    const now = new Date()
    const groomers = await manyGroomers(payload, GROOMERS, 'rappels')
    const attendees: number[] = []
    for (let i = 0; i < 20; i++) {
      const attendee = await createAttendee(payload)
      await payload.db.pool.query(`update "attendees" set "phone" = $1 where "id" = $2`, [
        `+336123456${String(i).padStart(2, '0')}`,
        attendee.id,
      ])
      attendees.push(Number(attendee.id))
    }
    const [, fillMs] = await timed(() => fillAppointments(payload, groomers, attendees, now))
    const { rows } = await payload.db.pool.query<{ n: string }>(`select count(*) as n from "appointments"`)
    console.log(`${rows[0].n} rendez-vous écrits en ${(fillMs / 1000).toFixed(1)} s`)

    const horizon = new Date(now.getTime() + 50 * 3600_000)
    console.log('Plan des rappels :')
    console.log(
      await planOf(
        payload,
        `select a."id", a."start", u."timezone" from "appointments" a join "users" u on u."id" = a."groomer_id"
         where a."status" = 'confirmed' and a."start" > $1 and a."start" < $2 and (a."reminder_email_sent_at" is null or a."reminder_sms_sent_at" is null) order by a."start"`,
        [now, horizon],
      ),
    )
    console.log('Plan de l’expiration :')
    console.log(
      await planOf(
        payload,
        `update "appointments" set "status" = 'expired' where "status" = 'pending' and "availability_request_id" is null and ("updated_at" <= $1 or "start" < $2) returning "id"`,
        [new Date(now.getTime() - 2 * DAY_MS), new Date(now.getTime() + 2 * 3600_000)],
      ),
    )

    const reminders: number[] = []
    const remindersIdle: number[] = []
    const expiry: number[] = []
    const expiryIdle: number[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      const { expiring } = await resetWork(payload, now)
      const [sent, remindersMs] = await timed(() => sendDueReminders(now))
      const [, remindersIdleMs] = await timed(() => sendDueReminders(now))
      const [expired, expiryMs] = await timed(() => expirePendingRequests(now))
      const [, expiryIdleMs] = await timed(() => expirePendingRequests(now))
      reminders.push(remindersMs)
      remindersIdle.push(remindersIdleMs)
      expiry.push(expiryMs)
      expiryIdle.push(expiryIdleMs)
      console.log(
        `Tour ${round} : rappels ${reminders.at(-1)!.toFixed(0)} ms (${sent.due} dus, ${sent.emailSent} e-mails, ${sent.smsSent} SMS), à vide ${remindersIdle.at(-1)!.toFixed(0)} ms ; ` +
          `expiration ${expiry.at(-1)!.toFixed(0)} ms (${expired.expired} expirées sur ${expiring} prévues), à vide ${expiryIdle.at(-1)!.toFixed(0)} ms`,
      )
    }
    console.log(`Médianes sur ${ROUNDS} tours, ${rows[0].n} rendez-vous, ${GROOMERS} toiletteurs`)
    console.log(
      `Rappels (tâche toutes les 15 min) : ${median(reminders).toFixed(0)} ms avec les envois du jour, ${median(remindersIdle).toFixed(0)} ms sans rien à envoyer`,
    )
    console.log(
      `Expiration (tâche toutes les 15 min) : ${median(expiry).toFixed(0)} ms avec ~50 demandes expirées, ${median(expiryIdle).toFixed(0)} ms sans rien à expirer`,
    )
    console.log(
      JSON.stringify({
        appointments: Number(rows[0].n),
        reminders_ms: Math.round(median(reminders)),
        reminders_idle_ms: Math.round(median(remindersIdle)),
        expiry_ms: Math.round(median(expiry)),
        expiry_idle_ms: Math.round(median(expiryIdle)),
      }),
    )
  })
}

runBenchmark(main)
