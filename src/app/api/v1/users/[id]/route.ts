import { NextResponse } from 'next/server'

import { getSession, publicPerson } from '@/server/auth/sessions'
import { answerBooking } from '@/server/booking/errors'
import { groomerProfileBody, updateGroomerProfile } from '@/server/groomerAccount/profile'
import { requireSelfGroomer } from '@/server/groomerAccount/self'
import { parseJsonBody } from '@/server/http/responses'

/** `PUT /api/v1/users/{id}` `{user}`: the signed-in groomer's own profile (whitelisted fields). */
export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return answerBooking(async () => {
    const groomer = requireSelfGroomer(await getSession('user', request.headers), id)
    const parsed = await parseJsonBody(request, groomerProfileBody)
    if (!parsed.ok) return parsed.response
    const saved = await updateGroomerProfile(groomer, parsed.data.user)
    return NextResponse.json({ user: publicPerson({ ...saved, collection: 'users' } as typeof groomer), message: 'Modifications enregistrées' })
  })
}
