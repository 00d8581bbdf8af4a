import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

/** Liveness: the process answers. No database call: a database outage must not get instances restarted. */
export const GET = apiRoute({ session: 'none' }, async () =>
  jsonAnswer({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } }),
)
