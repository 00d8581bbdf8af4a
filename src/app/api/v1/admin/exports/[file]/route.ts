import { adminExport, exportNameOf } from '@/server/adminExports/download'
import { exportQuery } from '@/server/adminExports/filter'
import { apiRoute } from '@/server/http/route'
import { csvHeaders } from '@/server/statistics/csv'

/**
 * `GET /api/v1/admin/exports/{groomers|attendees|appointments}.csv?where={json}&search=`: an admin
 * list as a CSV file for French Excel, with the list's filter. Admins only (the `admin_token` session).
 */
export const GET = apiRoute(
  {
    session: 'admin',
    unauthorized: 'Connectez-vous en tant qu’administrateur pour exporter.',
    query: exportQuery,
    prepare: ({ params }) => exportNameOf(params.file ?? ''),
  },
  async ({ person, prepared, query }) => {
    const { body, filename } = await adminExport(person, prepared, query)
    return new Response(body, { headers: csvHeaders(filename) })
  },
)
