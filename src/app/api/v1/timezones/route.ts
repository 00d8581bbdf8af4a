import { apiRoute } from '@/server/http/route'
import { listTimezones } from '@/server/reference/timezones'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

export const GET = apiRoute({ session: 'none' }, () => jsonAnswer({ timezones: listTimezones(new Date()) }))
