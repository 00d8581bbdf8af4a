import { sql } from '@payloadcms/db-postgres'

type Range = { start: Date; end: Date }

/** SQL: a blocked time of the groomer overlaps the range (other than `exceptId`). */
export const blockedTimeOverlaps = (groomerId: number, range: Range, exceptId = 0) => sql`
  exists(select 1 from "unavailabilities" u where u."groomer_id" = ${groomerId} and u."id" <> ${exceptId}
    and u."start" < ${range.end.toISOString()}::timestamptz and u."end" > ${range.start.toISOString()}::timestamptz)`
