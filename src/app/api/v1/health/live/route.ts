import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/** Liveness: the process answers. No database call: a database outage must not get instances restarted. */
export const GET = apiRoute({ session: 'none' }, async () =>
  Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } }),
)
