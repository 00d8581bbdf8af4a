import { checkDatabase } from '@/server/health'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

export const GET = apiRoute({ session: 'none' }, async () => {
  const database = await checkDatabase()
  return Response.json({ status: database.ok ? 'ok' : 'unavailable', database }, { status: database.ok ? 200 : 503 })
})
