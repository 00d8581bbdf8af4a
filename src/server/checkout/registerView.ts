import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'

import { type ClosureTotals, closuresOf, type Closure, periodTotals } from './closures'
import { recordOf, registerDb } from './records'
import { type ChainCheck, verifyRegister } from './verify'
import { saleView, type SaleView } from './view'

export type RegisterView = {
  today: string
  todayTotals: ClosureTotals
  todayClosed: boolean
  sales: SaleView[]
  closures: Closure[]
  check: ChainCheck
}

/** « Mes encaissements »: the last notes, today's totals so far, the closures and whether the chain holds. */
export async function registerView(groomerId: number, zone: string, now = new Date()): Promise<RegisterView> {
  const today = DateTime.fromJSDate(now, { zone }).toISODate()!
  const db = await registerDb()
  const [{ rows }, todayTotals, closures, check] = await Promise.all([
    db.execute(sql`select * from "sales" where "groomer_id" = ${groomerId} order by "number" desc limit 50`),
    periodTotals(groomerId, 'day', today, zone),
    closuresOf(groomerId),
    verifyRegister(groomerId),
  ])
  return {
    today,
    todayTotals,
    todayClosed: closures.some((closure) => closure.period === 'day' && closure.periodStart === today),
    sales: rows.map((row) => saleView(recordOf(row))),
    closures,
    check,
  }
}
