import type pg from 'pg'

import { seedAppointments, seedReviews } from './appointments'
import { defineRandom, seedGroomers, seedOwners } from './people'
import type { MarketPlan } from './plan'
import { withDerivedTablesAfter } from './derived'
import { seedSales } from './sales'
import { forgetClosedDays } from '../../../src/server/adminDashboard/closedDays'

export type MarketFigures = {
  seconds: number
  steps: Record<string, number>
  rows: Record<string, number>
  databaseBytes: number
}

const COUNTED = [
  'users',
  'attendees',
  'attendees_pets',
  'customer_folders',
  'motives',
  'appointments',
  'reviews',
  'sales',
  'holidays',
]

/**
 * Writes the market dataset on top of the demo data (its groomer and owner are the templates) in
 * one transaction: all of it or nothing. Refuses a database that already has it.
 */
export async function seedMarket(db: pg.Client, plan: MarketPlan, log: (line: string) => void = () => {}) {
  const { rows: present } = await db.query(`select 1 from "users" where "email" = $1`, [
    `toiletteur-${plan.label}-0@example.fr`,
  ])
  if (present.length > 0) throw new Error('Le jeu de données du marché est déjà dans cette base.')
  const { rows: demo } = await db.query(`select 1 from "users" where "email" = 'toiletteur@example.fr'`)
  if (demo.length === 0) throw new Error('Les données de démonstration manquent : lancez d’abord npm run seed.')
  const started = performance.now()
  const steps: Record<string, number> = {}
  const step = async (name: string, work: () => Promise<unknown>) => {
    const at = performance.now()
    await work()
    steps[name] = Math.round(performance.now() - at) / 1000
    log(`  ${name} : ${steps[name]} s`)
  }
  await db.query('begin')
  try {
    await defineRandom(db)
    // Room to join and sort in memory, and to build the indexes of ten million rows.
    await db.query(`set local work_mem = '256MB'; set local maintenance_work_mem = '1GB'`)
    await withDerivedTablesAfter(db, async () => {
      await step('toiletteurs', () => seedGroomers(db, plan))
      await step('propriétaires', () => seedOwners(db, plan))
      await step('rendez-vous', () => seedAppointments(db, plan))
      await step('avis', () => seedReviews(db, plan))
      await step('encaissements', () => seedSales(db, plan))
    })
    // Months of bookings and notes written in the past: the dashboard's sums of closed days are out of date.
    await forgetClosedDays((text) => db.query(text))
    await db.query('commit')
  } catch (error) {
    await db.query('rollback').catch(() => {})
    throw error
  }
  // Outside the transaction: the planner's statistics and the visibility map, as autovacuum would leave them.
  await step('vacuum analyze', () => db.query(`vacuum (analyze) ${COUNTED.map((table) => `"${table}"`).join(', ')}`))
  const rows: Record<string, number> = {}
  for (const table of COUNTED) {
    const { rows: counted } = await db.query<{ count: string }>(`select count(*) from "${table}"`)
    rows[table] = Number(counted[0]!.count)
  }
  const { rows: size } = await db.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes')
  return {
    seconds: Math.round(performance.now() - started) / 1000,
    steps,
    rows,
    databaseBytes: Number(size[0]!.bytes),
  } satisfies MarketFigures
}
