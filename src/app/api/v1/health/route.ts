import { apiRoute } from '@/server/http/route'

import { readinessResponse } from './readiness'

export const dynamic = 'force-dynamic'

/** The readiness check under its historical address (monitors configured before /ready existed). */
export const GET = apiRoute({ session: 'none' }, readinessResponse)
