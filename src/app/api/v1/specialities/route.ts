import { apiRoute } from '@/server/http/route'
import { listSpecialities } from '@/server/reference/specialities'

export const dynamic = 'force-dynamic'

export const GET = apiRoute({ session: 'none' }, async () => Response.json({ specialities: await listSpecialities() }))
