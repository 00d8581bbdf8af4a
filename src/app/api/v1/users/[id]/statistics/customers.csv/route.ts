import { statisticsCsvRoute } from '@/server/http/statisticsCsvRoute'
import { customersCsv } from '@/server/statistics/exports'

/** `GET /api/v1/users/{id}/statistics/customers.csv?periode=3m|6m|12m`: the groomer's customers of the period. */
export const GET = statisticsCsvRoute(customersCsv)
