import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { CODE_TTL_SECONDS, MAX_ATTEMPTS_PER_CODE, type PhoneVerifier } from './port'

const hashOf = (secret: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex')

type Attempt = { code_hash: string; expires_at: Date | string; attempts: number }

/**
 * Without Twilio: a 6-digit code whose hash only is kept (`phone-verifications`), and the SMS
 * written to the outbox as a provider would send it.
 */
export const outboxPhoneVerifier = (getPayload: () => Promise<Payload>): PhoneVerifier => ({
  name: 'outbox',
  async start(phone) {
    const payload = await getPayload()
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    // System writes: the verification service has already checked who asks and the limits.
    await payload.delete({
      collection: 'phone-verifications',
      overrideAccess: true,
      where: { and: [{ phone: { equals: phone } }, { verifiedAt: { exists: false } }] },
    })
    await payload.create({
      collection: 'phone-verifications',
      overrideAccess: true,
      data: {
        phone,
        codeHash: hashOf(payload.secret, phone, code),
        expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000).toISOString(),
        attempts: 0,
      },
    })
    await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: {
        channel: 'sms',
        to: phone,
        subject: 'Code de vérification',
        text: `Votre code Mon Toiletteur : ${code}. Il est valable 10 minutes.`,
      },
    })
  },
  async check(phone, code) {
    const payload = await getPayload()
    // One statement counts the attempt and reads the code, so parallel guesses cannot exceed the limit.
    const result = await payload.db.drizzle.execute(sql`
      UPDATE "phone_verifications" SET "attempts" = "attempts" + 1
      WHERE "id" = (SELECT "id" FROM "phone_verifications" WHERE "phone" = ${phone} AND "verified_at" IS NULL ORDER BY "id" DESC LIMIT 1)
      RETURNING "id", "code_hash", "expires_at", "attempts"`)
    const row = (result.rows as (Attempt & { id: number })[])[0]
    if (!row || row.attempts > MAX_ATTEMPTS_PER_CODE || new Date(row.expires_at).getTime() <= Date.now())
      return 'expired'
    const expected = Buffer.from(row.code_hash, 'hex')
    const given = Buffer.from(hashOf(payload.secret, phone, code), 'hex')
    if (!timingSafeEqual(expected, given)) return 'wrong'
    await payload.db.drizzle.execute(sql`UPDATE "phone_verifications" SET "verified_at" = now() WHERE "id" = ${row.id}`)
    return 'approved'
  },
})
