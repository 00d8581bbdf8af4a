import { getPayloadClient } from '../payload'
import type { TransactionDb } from '../transaction'

type Drizzle = TransactionDb & { transaction: <T>(run: (tx: TransactionDb) => Promise<T>) => Promise<T> }

/** The database handle of the billing tables (plain SQL: `billing_subscriptions`, `billing_events`). */
export async function billingDb(): Promise<Drizzle> {
  return (await getPayloadClient()).db.drizzle as unknown as Drizzle
}
