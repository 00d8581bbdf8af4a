import { checkReadiness } from '@/server/health'

/** Readiness as JSON: 200 when the instance may take traffic, 503 with the reason otherwise. */
export async function readinessResponse(): Promise<Response> {
  const { ready, draining, database } = await checkReadiness()
  const status = ready ? 'ok' : draining ? 'draining' : 'unavailable'
  return Response.json({ status, database }, { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
