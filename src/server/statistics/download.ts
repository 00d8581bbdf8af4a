import { zoneOf } from '../appointments/dashboard'
import type { AuthenticatedPerson } from '../auth/tokens'
import { GROOMER_NOT_FOUND, requireSelfGroomer } from '../groomerAccount/self'
import type { Params } from '../http/route'
import { csvHeaders } from './csv'
import type { CsvFile } from './exports'
import { statisticsPeriod, type StatisticsPeriod } from './period'

/** The options of a CSV route under `/users/{id}/statistics`: the groomer's own id only (401, 403). */
export const csvRouteOptions = {
  session: 'user',
  ids: { id: GROOMER_NOT_FOUND },
  prepare: ({ person, params }: { person: AuthenticatedPerson | null; params: Params }) =>
    requireSelfGroomer(person, params.id ?? ''),
} as const

/** The file of `?periode=` (an unknown one is the default period), as a download. */
export async function csvDownload(
  groomer: AuthenticatedPerson,
  request: Request,
  build: (groomer: AuthenticatedPerson, period: StatisticsPeriod) => Promise<CsvFile>,
): Promise<Response> {
  const period = statisticsPeriod(new URL(request.url).searchParams.get('periode'), new Date(), zoneOf(groomer))
  const file = await build(groomer, period)
  return new Response(file.body, { headers: csvHeaders(file.filename) })
}
