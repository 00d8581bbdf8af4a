import { NextResponse } from 'next/server'

import { listTimezones } from '@/server/reference/timezones'

export const dynamic = 'force-dynamic'

export async function GET() {
  return NextResponse.json({ timezones: listTimezones(new Date()) })
}
