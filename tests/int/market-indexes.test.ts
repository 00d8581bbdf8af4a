import { describe, expect, it } from 'vitest'

import { pendingCounts } from '../../src/server/appointments/pendingLimits'
import { queryText, type Statement } from '../../src/server/db/queryText'
import { ratingsStatement } from '../../src/server/reviews/publicReviews'
import { getTestPayload } from './helpers/payload'

/**
 * The plan of a statement, the table scans ruled out (the test's tables are tiny), once `table` is
 * vacuumed as autovacuum keeps it in production: an index-only scan is only cheap on pages marked
 * all-visible, and in the whole suite other files have just written rows there (CI once planned a
 * heap scan on the freshly written reviews).
 */
async function planOf(table: string, statement: Statement): Promise<string> {
  const payload = await getTestPayload()
  const { text, values } = queryText(statement, (index) => `$${index + 1}`)
  const client = await payload.db.pool.connect()
  try {
    await client.query(`vacuum (analyze) "${table}"`)
    await client.query('begin')
    await client.query('set local enable_seqscan = off')
    const { rows } = await client.query<{ 'QUERY PLAN': string }>({ text: `explain ${text}`, values })
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  } finally {
    await client.query('rollback')
    client.release()
  }
}

// Reads that grew with the market (bench:market, migration 20261202_220000): each on its own partial index.
describe('market-size reads and their indexes', () => {
  it("a booking counts the owner's pending requests from the owner's pending index alone", async () => {
    const plan = await planOf('appointments', pendingCounts(1, 2))
    expect(plan).toContain('Index Only Scan using appointments_owner_pending_idx')
    expect(plan).not.toContain('appointments_pending_start_idx')
  })

  it("a city page sums its groomers' ratings from the published reviews' index alone", async () => {
    const plan = await planOf('reviews', ratingsStatement([1, 2, 3]))
    expect(plan).toMatch(/(using|on) reviews_published_groomer_rating_idx/)
    expect(plan).not.toContain('reviews_groomer_idx')
  })
})
