import { apiRoute } from '@/server/http/route'
import { listSpecialities } from '@/server/reference/specialities'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

export const GET = apiRoute({ session: 'none' }, async () => jsonAnswer({ specialities: await listSpecialities() }))
