import { sql } from '@payloadcms/db-postgres'

/** First key of the two-int advisory lock: the agenda of one groomer (the second key is their id). */
const AGENDA_LOCK = 6007

/** SQL: takes the groomer's agenda lock until the end of the transaction. */
export const agendaLock = (groomerId: number) =>
  sql`select pg_advisory_xact_lock(${AGENDA_LOCK}::int, ${groomerId}::int)`
