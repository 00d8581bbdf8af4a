import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { JOBS } from '../../src/server/jobs/registry'
import type { Job } from '../../src/server/jobs/types'
import { ERASED_RECIPIENT, PURGE_BATCH_ROWS, purgeExpiredPersonalData } from '../../src/server/privacy/retention'
import { getTestPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const HOUR = 3600_000
const DAY = 24 * HOUR
const now = new Date()
const ago = (ms: number) => new Date(now.getTime() - ms)
const tag = `retention-${process.pid}-${now.getTime()}`

type OutboxRow = {
  id: number
  channel: string
  to: string
  from: string | null
  subject: string | null
  text: string | null
  html: string | null
  meta: unknown
  status: string
  error: string | null
  created_at: string | Date
}

async function outboxRow(channel: 'email' | 'sms', createdAt: Date, status: 'recorded' | 'failed' = 'recorded') {
  const to = channel === 'email' ? `jeanne.${tag}@exemple.fr` : '+33612345678'
  const meta =
    channel === 'email' ? JSON.stringify({ attachments: [{ filename: 'rdv.ics', content: 'Jeanne' }] }) : null
  const { rows } = await payload.db.drizzle.execute(sql`
    insert into "outbox" ("channel", "to", "from", "subject", "text", "html", "meta", "status", "error", "created_at", "updated_at")
    values (${channel}, ${to}, ${'Mon Toiletteur <bonjour@montoiletteur.fr>'}, ${`Filou est prêt, Jeanne (${tag})`},
      ${'Bonjour Jeanne, Filou vous attend.'}, ${'<p>Bonjour Jeanne</p>'}, ${meta}::jsonb, ${status},
      ${status === 'failed' ? `Invalid recipient ${to}` : null}, ${createdAt.toISOString()}::timestamptz,
      ${createdAt.toISOString()}::timestamptz)
    returning "id"`)
  return Number(rows[0]!.id)
}

const readOutbox = async (id: number) =>
  (await payload.db.drizzle.execute(sql`select * from "outbox" where "id" = ${id}`)).rows[0] as OutboxRow

async function rateLimit(name: string, expire: Date) {
  const key = `${tag}-${name}:10.1.2.3`
  await payload.db.drizzle.execute(
    sql`insert into "rate_limits" ("key", "points", "expire") values (${key}, 3, ${expire.getTime()})`,
  )
  return key
}
const rateLimitKeys = async () =>
  (
    await payload.db.drizzle.execute(sql`select "key" from "rate_limits" where "key" like ${`${tag}-%`} order by "key"`)
  ).rows.map((row) => row.key)

async function phoneVerification(phone: string, expiresAt: Date) {
  const { rows } = await payload.db.drizzle.execute(sql`
    insert into "phone_verifications" ("phone", "code_hash", "expires_at", "attempts")
    values (${phone}, ${'0'.repeat(64)}, ${expiresAt.toISOString()}::timestamptz, 0) returning "id"`)
  return Number(rows[0]!.id)
}
const phoneVerificationIds = async (ids: number[]) =>
  (
    await payload.db.drizzle.execute(
      sql`select "id" from "phone_verifications" where "id" in (${sql.join(ids, sql`, `)}) order by "id"`,
    )
  ).rows.map((row) => Number(row.id))

const job = () => JOBS.find((candidate) => candidate.name === 'privacy-retention') as Job

describe('privacy retention job', () => {
  it('is registered as an hourly job (a key ended 24 hours ago is gone within the hour)', () => {
    expect(job()).toBeDefined()
    expect(job().cron).toMatch(/^\d+ \* \* \* \*$/)
  })

  it('erases old personal data, leaves recent data alone, and a second run changes nothing', async () => {
    const oldEmail = await outboxRow('email', ago(91 * DAY), 'failed')
    const oldSms = await outboxRow('sms', ago(91 * DAY))
    const recentEmail = await outboxRow('email', ago(89 * DAY))
    const recentSms = await outboxRow('sms', ago(89 * DAY))
    const recentBefore = [await readOutbox(recentEmail), await readOutbox(recentSms)]
    // More than one batch of old rows: the job goes on until none is left.
    await payload.db.drizzle.execute(sql`
      insert into "outbox" ("channel", "to", "text", "created_at", "updated_at")
      select 'sms', ${`lot-${tag}-`} || i, 'Bonjour', ${ago(100 * DAY).toISOString()}::timestamptz, now()
      from generate_series(1, ${PURGE_BATCH_ROWS + 1}) as i`)

    const oldKey = await rateLimit('old', ago(25 * HOUR))
    const endedKey = await rateLimit('ended', ago(HOUR))
    const runningKey = await rateLimit('running', new Date(now.getTime() + HOUR))

    const oldCode = await phoneVerification('+33611111111', ago(25 * HOUR))
    const recentCode = await phoneVerification('+33622222222', ago(HOUR))

    const first = await job().run(now)
    expect(first.outboxErased).toBeGreaterThanOrEqual(PURGE_BATCH_ROWS + 3)
    expect(first.rateLimitsDeleted).toBeGreaterThanOrEqual(1)
    expect(first.phoneVerificationsDeleted).toBeGreaterThanOrEqual(1)

    // Old outbox rows stay, for the counts, without anything personal.
    for (const [id, channel, status] of [
      [oldEmail, 'email', 'failed'],
      [oldSms, 'sms', 'recorded'],
    ] as const) {
      const row = await readOutbox(id)
      expect(row).toMatchObject({
        channel,
        status,
        to: ERASED_RECIPIENT,
        from: 'Mon Toiletteur <bonjour@montoiletteur.fr>',
        subject: null,
        text: null,
        html: null,
        meta: null,
        error: null,
      })
      expect(new Date(row.created_at).getTime()).toBe(ago(91 * DAY).getTime())
      expect(JSON.stringify(row)).not.toMatch(/Jeanne|Filou|\+336|exemple\.fr/)
    }
    const { rows: batch } = await payload.db.drizzle.execute(sql`
      select count(*)::int as "left" from "outbox" where "to" like ${`lot-${tag}-%`}`)
    expect(batch[0]!.left).toBe(0)

    // Rows of 89 days are untouched.
    expect([await readOutbox(recentEmail), await readOutbox(recentSms)]).toEqual(recentBefore)
    expect(recentBefore[0]).toMatchObject({ subject: expect.stringContaining('Jeanne'), meta: expect.anything() })

    // A key whose window ended more than 24 hours ago is gone; one that ended an hour ago, or still runs, stays.
    expect(await rateLimitKeys()).toEqual([endedKey, runningKey].sort())
    expect(await rateLimitKeys()).not.toContain(oldKey)

    // A phone code expired for more than 24 hours is gone; one expired an hour ago stays.
    expect(await phoneVerificationIds([oldCode, recentCode])).toEqual([recentCode])

    // A second run finds nothing left to do and changes nothing.
    const snapshot = async () => ({
      outbox: [await readOutbox(oldEmail), await readOutbox(oldSms), await readOutbox(recentEmail)],
      keys: await rateLimitKeys(),
      codes: await phoneVerificationIds([oldCode, recentCode]),
    })
    const before = await snapshot()
    expect(await purgeExpiredPersonalData(now)).toEqual({
      outboxErased: 0,
      rateLimitsDeleted: 0,
      phoneVerificationsDeleted: 0,
    })
    expect(await snapshot()).toEqual(before)
  })
})
