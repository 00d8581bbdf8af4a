import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { inOneRoundTrip } from '../../src/server/db/oneRoundTrip'
import { getTestPayload } from './helpers/payload'

/** The booking's lock and write go as one simple query with literal values (decision 0028). */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('statements in one round trip', () => {
  it('writes any text a person types back exactly, never as SQL', async () => {
    const texts = [
      `l'été`,
      `a\\b\\\\c`,
      `'); drop table appointments; --`,
      `$$ $1 $tag$`,
      `E'\\x41'`,
      `« Rex » 🐶 ça\nva\ttrès bien`,
      `\\'`,
      '',
    ]
    for (const text of texts) {
      const rows = await inOneRoundTrip([
        sql`select 1`,
        sql`select ${text}::text as "value", ${42}::int as "number", ${null}::text as "none"`,
      ])
      expect(rows).toEqual([{ value: text, number: 42, none: null }])
    }
    const { rows } = await payload.db.drizzle.execute(sql`select to_regclass('appointments') is not null as "kept"`)
    expect(rows[0]).toEqual({ kept: true })
  })

  it('refuses a value it cannot write exactly', async () => {
    for (const value of [1.5, Number.NaN, 2 ** 60, 'a\0b', { a: 1 }]) {
      await expect(inOneRoundTrip([sql`select ${value} as "value"`])).rejects.toThrow('Valeur non prise en charge')
    }
  })

  it('is one transaction: a failing statement undoes the ones before it', async () => {
    const reference = `ROUND-TRIP-${Date.now()}`
    await expect(
      inOneRoundTrip([
        sql`insert into "page_invalidations" ("tag", "at") values (${reference}, now())`,
        sql`select 1 / 0`,
      ]),
    ).rejects.toThrow(/division by zero/)
    const { rows } = await payload.db.drizzle.execute(
      sql`select count(*)::int as "count" from "page_invalidations" where "tag" = ${reference}`,
    )
    expect(rows[0]).toEqual({ count: 0 })
  })

  it('each statement sees what was committed while an earlier one waited for a lock', async () => {
    const tag = `ROUND-TRIP-LOCK-${Date.now()}`
    const holder = await payload.db.pool.connect()
    try {
      await holder.query('begin')
      await holder.query('select pg_advisory_xact_lock(6999, 1)')
      const waiting = inOneRoundTrip([
        sql`select pg_advisory_xact_lock(6999, 1)`,
        sql`select count(*)::int as "count" from "page_invalidations" where "tag" = ${tag}`,
      ])
      await new Promise((resolve) => setTimeout(resolve, 200))
      await holder.query(`insert into page_invalidations (tag, at) values ($1, now())`, [tag])
      await holder.query('commit')
      expect(await waiting).toEqual([{ count: 1 }])
    } finally {
      holder.release()
    }
  })
})
