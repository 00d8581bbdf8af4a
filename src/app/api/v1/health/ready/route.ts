import { apiRoute } from '@/server/http/route'

import { readinessResponse } from '../readiness'

export const dynamic = 'force-dynamic'

/** Readiness: the load balancer sends traffic here only while it answers 200. */
export const GET = apiRoute({ session: 'none' }, readinessResponse)
