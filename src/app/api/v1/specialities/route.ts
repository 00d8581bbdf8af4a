import { NextResponse } from 'next/server'

import { listSpecialities } from '@/server/reference/specialities'

export const dynamic = 'force-dynamic'

export async function GET() {
  return NextResponse.json({ specialities: await listSpecialities() })
}
