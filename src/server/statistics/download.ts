import { zoneOf } from '../appointments/dashboard'
import type { AuthenticatedPerson } from '../auth/tokens'
import type { CsvFile } from './exports'
import { statisticsPeriod, type StatisticsPeriod } from './period'

export type CsvBuild = (groomer: AuthenticatedPerson, period: StatisticsPeriod) => Promise<CsvFile>

/** The groomer's file of `?periode=` (an unknown one is the default period), in their zone. */
export function statisticsFile(
  groomer: AuthenticatedPerson,
  periode: string | null,
  build: CsvBuild,
): Promise<CsvFile> {
  return build(groomer, statisticsPeriod(periode, new Date(), zoneOf(groomer)))
}
