import { z } from 'zod'

import { PRACTICE_NOT_FOUND, paragraphsOf, updatePracticePresentation } from '@/server/agenda/practice'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

const body = z.object({
  text: z
    .string({ error: 'Saisissez la présentation.' })
    .max(5000, 'La présentation est trop longue (5000 caractères au plus).'),
})

/** `PUT /api/v1/teams/{id}/presentation` `{text}`: a member edits their practice's page text (paragraphs). */
export const PUT = apiRoute(
  { session: 'groomer', ids: { id: PRACTICE_NOT_FOUND }, body },
  async ({ person, ids, body }) => {
    const practice = await updatePracticePresentation(person, ids.id, body.text)
    return jsonAnswer({
      team: { id: practice.id, name: practice.name, paragraphs: paragraphsOf(practice.presentation) },
    })
  },
)
