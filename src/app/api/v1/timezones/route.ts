import { apiRoute } from '@/server/http/route'
import { listTimezones } from '@/server/reference/timezones'

export const dynamic = 'force-dynamic'

export const GET = apiRoute({ session: 'none' }, () => Response.json({ timezones: listTimezones(new Date()) }))
