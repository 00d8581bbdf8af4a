import { parseArgs } from 'node:util'

import pg from 'pg'

import { runBenchmark } from '../../lib/bench'
import { ensureDatabaseUrl, ensureSecret, loadDotEnv } from '../../lib/environment'
import { prepareDatabase } from '../../lib/prepareDatabase'
import { marketPlan } from './plan'

/**
 * `npm run seed:market [-- --scale 0.1]`: the whole French market (issue 35) on the site's database
 * (DATABASE_URL, else the embedded one), after its migrations and the demo data. Scale 1: 15,000
 * groomers, 100,000 owners, 10 million appointments. Prints each step's time and one JSON line.
 */
runBenchmark(async () => {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: process.env.MARKET_SCALE ?? '1' } } })
  loadDotEnv()
  ensureSecret()
  const database = await ensureDatabaseUrl()
  try {
    await prepareDatabase({ seed: true })
    // After the environment is complete: the register's chain module reaches the Payload config.
    const { seedMarket } = await import('.')
    const plan = marketPlan(Number(values.scale))
    console.log(
      `Marché ×${plan.scale} : ${plan.groomers} toiletteurs, ${plan.owners} propriétaires, ${plan.appointments} rendez-vous…`,
    )
    const db = new pg.Client({ connectionString: database.url })
    await db.connect()
    try {
      const figures = await seedMarket(db, plan, console.log)
      console.log(`Fait en ${figures.seconds} s, base de ${(figures.databaseBytes / 2 ** 30).toFixed(2)} Gio.`)
      console.log(JSON.stringify({ seed_s: figures.seconds, ...figures.rows, database_bytes: figures.databaseBytes }))
    } finally {
      await db.end()
    }
  } finally {
    await database.stop()
  }
})
