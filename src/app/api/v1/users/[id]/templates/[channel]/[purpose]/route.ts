import { NextResponse } from 'next/server'

import { jsonError, parseJsonBody } from '@/server/http/responses'
import { templatesOwner } from '@/server/templates/access'
import { templateBody, templateParams } from '@/server/templates/schema'
import { getTemplate, resetTemplate, saveTemplate } from '@/server/templates/store'

type Params = { params: Promise<{ id: string; channel: string; purpose: string }> }

/** The owner and the template's channel and purpose from the path, or the error answer. */
async function target(request: Request, params: Params['params']) {
  const { id, ...rest } = await params
  const owner = await templatesOwner(request, id)
  if ('response' in owner) return owner
  const parsed = templateParams.safeParse(rest)
  if (!parsed.success) return { response: jsonError(404, 'Ce modèle n’existe pas.') }
  return { person: owner.person, ...parsed.data }
}

/** `GET /api/v1/users/{id}/templates/{email|sms|chat}/{purpose}`: the template as the groomer edits it. */
export async function GET(request: Request, { params }: Params) {
  const found = await target(request, params)
  if ('response' in found) return found.response
  return NextResponse.json({ template: await getTemplate(found.person, found.channel, found.purpose) }, { headers: { 'cache-control': 'no-store' } })
}

/** `PUT …`: `{subject (e-mails), body, active?}` saved as the groomer's version; unknown variables are a 400 naming them. */
export async function PUT(request: Request, { params }: Params) {
  const found = await target(request, params)
  if ('response' in found) return found.response
  const parsed = await parseJsonBody(request, templateBody(found.channel, found.purpose))
  if (!parsed.ok) return parsed.response
  return NextResponse.json({ template: await saveTemplate(found.person, found.channel, found.purpose, parsed.data) })
}

/** `DELETE …`: "Rétablir le modèle par défaut" — the groomer's version is deleted, the default is answered. */
export async function DELETE(request: Request, { params }: Params) {
  const found = await target(request, params)
  if ('response' in found) return found.response
  return NextResponse.json({ template: await resetTemplate(found.person, found.channel, found.purpose) })
}
