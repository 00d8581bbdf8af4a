import { ATTENDEE_NOT_FOUND, requireSelf } from '@/server/booking/attendee'
import { DomainError } from '@/server/domainErrors'
import { apiRoute } from '@/server/http/route'
import { dataExportQuery, dataExportResponse } from '@/server/privacy/exportFiles'
import { ownerData } from '@/server/privacy/ownerData'

/**
 * `GET /api/v1/attendees/{id}/data-export?format=json|csv`: everything the site keeps about the
 * signed-in owner (GDPR articles 15 and 20), as a download.
 */
export const GET = apiRoute(
  {
    session: 'attendee',
    ids: { id: ATTENDEE_NOT_FOUND },
    prepare: ({ person, params }) => requireSelf(person, params.id!),
    query: dataExportQuery,
  },
  async ({ prepared: attendee, query }) => {
    const data = await ownerData(attendee.id)
    if (!data) throw new DomainError('not_found', ATTENDEE_NOT_FOUND)
    return dataExportResponse(data, query.format)
  },
)
