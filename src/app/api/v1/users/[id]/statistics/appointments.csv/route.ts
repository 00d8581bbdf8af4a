import { statisticsCsvRoute } from '@/server/http/statisticsCsvRoute'
import { appointmentsCsv } from '@/server/statistics/exports'

/** `GET /api/v1/users/{id}/statistics/appointments.csv?periode=3m|6m|12m`: the groomer's appointments of the period. */
export const GET = statisticsCsvRoute(appointmentsCsv)
