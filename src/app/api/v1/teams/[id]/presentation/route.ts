import { NextResponse } from 'next/server'
import { z } from 'zod'

import { PRACTICE_NOT_FOUND, paragraphsOf, updatePracticePresentation } from '@/server/agenda/practice'
import { pathId } from '@/server/agenda/route'
import { getSession } from '@/server/auth/sessions'
import { answerBooking, SIGN_IN_FIRST } from '@/server/booking/errors'
import { jsonError, parseJsonBody } from '@/server/http/responses'

type Params = { params: Promise<{ id: string }> }

const body = z.object({
  text: z.string({ error: 'Saisissez la présentation.' }).max(5000, 'La présentation est trop longue (5000 caractères au plus).'),
})

/** `PUT /api/v1/teams/{id}/presentation` `{text}`: a member edits their practice's page text (paragraphs). */
export async function PUT(request: Request, { params }: Params) {
  const { id } = await params
  return answerBooking(async () => {
    const groomer = await getSession('user', request.headers)
    if (!groomer) return jsonError(401, SIGN_IN_FIRST)
    const teamId = pathId(id)
    if (!teamId) return jsonError(404, PRACTICE_NOT_FOUND)
    const parsed = await parseJsonBody(request, body)
    if (!parsed.ok) return parsed.response
    const team = await updatePracticePresentation(groomer, teamId, parsed.data.text)
    return NextResponse.json({ team: { id: team.id, name: team.name, paragraphs: paragraphsOf(team.presentation) } })
  })
}
