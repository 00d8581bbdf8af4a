import { DomainError } from '@/server/domainErrors'
import { GROOMER_NOT_FOUND, requireSelfGroomer } from '@/server/groomerAccount/self'
import { apiRoute } from '@/server/http/route'
import { dataExportQuery, dataExportResponse } from '@/server/privacy/exportFiles'
import { groomerData } from '@/server/privacy/groomerData'

/**
 * `GET /api/v1/users/{id}/data-export?format=json|csv`: everything the site keeps about the
 * signed-in groomer's account and business (GDPR articles 15 and 20), as a download.
 */
export const GET = apiRoute(
  {
    session: 'groomer',
    ids: { id: GROOMER_NOT_FOUND },
    prepare: ({ person, params }) => requireSelfGroomer(person, params.id!),
    query: dataExportQuery,
  },
  async ({ prepared: groomer, query }) => {
    const data = await groomerData(Number(groomer.id))
    if (!data) throw new DomainError('not_found', GROOMER_NOT_FOUND)
    return dataExportResponse(data, query.format)
  },
)
