import { GROOMER_NOT_FOUND, requireSelfGroomer } from '../groomerAccount/self'
import { csvHeaders } from '../statistics/csv'
import { type CsvBuild, statisticsFile } from '../statistics/download'
import { apiRoute } from './route'

/** A CSV route under `/users/{id}/statistics` (`?periode=`): the groomer's own id only (401, 403), as a download. */
export const statisticsCsvRoute = (build: CsvBuild) =>
  apiRoute(
    {
      session: 'groomer',
      ids: { id: GROOMER_NOT_FOUND },
      prepare: ({ person, params }) => requireSelfGroomer(person, params.id ?? ''),
    },
    async ({ prepared, request }) => {
      const file = await statisticsFile(prepared, new URL(request.url).searchParams.get('periode'), build)
      return new Response(file.body, { headers: csvHeaders(file.filename) })
    },
  )
