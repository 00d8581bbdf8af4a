import { z } from 'zod'

import { ATTENDEE_NOT_FOUND, requireSelf } from '@/server/booking/attendee'
import { DomainError } from '@/server/domainErrors'
import { apiRoute } from '@/server/http/route'
import { dataAsCsv, dataAsJson, exportFileName } from '@/server/privacy/exportFiles'
import { ownerData } from '@/server/privacy/ownerData'

const querySchema = z.object({
  format: z.enum(['json', 'csv'], { error: 'Format : json ou csv.' }).default('json'),
})

/**
 * `GET /api/v1/attendees/{id}/data-export?format=json|csv`: everything the site keeps about the
 * signed-in owner (GDPR articles 15 and 20), as a download.
 */
export const GET = apiRoute(
  {
    session: 'attendee',
    ids: { id: ATTENDEE_NOT_FOUND },
    prepare: ({ person, params }) => requireSelf(person, params.id!),
    query: querySchema,
  },
  async ({ prepared: attendee, query }) => {
    const data = await ownerData(attendee.id)
    if (!data) throw new DomainError('not_found', ATTENDEE_NOT_FOUND)
    const json = query.format === 'json'
    return new Response(json ? dataAsJson(data) : dataAsCsv(data), {
      headers: {
        'content-type': json ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(data, query.format)}"`,
        'cache-control': 'private, no-store',
      },
    })
  },
)
