import { NextResponse } from 'next/server'

import { templatesOwner } from '@/server/templates/access'
import { listTemplates } from '@/server/templates/store'

/** `GET /api/v1/users/{id}/templates`: the groomer's e-mail, SMS and chat templates (their own or the default). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const owner = await templatesOwner(request, (await params).id)
  if ('response' in owner) return owner.response
  return NextResponse.json({ templates: await listTemplates(owner.person) }, { headers: { 'cache-control': 'no-store' } })
}
