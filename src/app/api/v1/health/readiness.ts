import { checkReadiness } from '@/server/health'
import { log } from '@/server/observability/log'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** Readiness as JSON: 200 when the instance may take traffic, 503 with the reason otherwise. */
export async function readinessResponse(): Promise<Response> {
  const { ready, draining, database } = await checkReadiness()
  const status = ready ? 'ok' : draining ? 'draining' : 'unavailable'
  // The names of pending migrations go to the log; the public answer only counts them.
  const { pendingMigrations, ...shown } = database
  if (pendingMigrations?.length) log('warn', 'readiness', { pendingMigrations })
  return jsonAnswer(
    { status, database: pendingMigrations ? { ...shown, pendingMigrations: pendingMigrations.length } : shown },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
