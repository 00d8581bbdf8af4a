import { NextResponse } from 'next/server'

import { answerSettings, signedInGroomer } from '@/server/groomerSettings/http'
import { createMotive, listOwnMotives } from '@/server/groomerSettings/motives'
import { motiveBody } from '@/server/groomerSettings/schemas'
import { parseJsonBody } from '@/server/http/responses'

/** `GET /api/v1/motives`: the signed-in groomer's motives, `{motives}`. */
export async function GET(request: Request) {
  return answerSettings(async () => NextResponse.json({ motives: await listOwnMotives(await signedInGroomer(request)) }))
}

/** `POST /api/v1/motives` with a motive: `201 {motive}`. */
export async function POST(request: Request) {
  return answerSettings(async () => {
    const groomer = await signedInGroomer(request)
    const parsed = await parseJsonBody(request, motiveBody)
    if (!parsed.ok) return parsed.response
    return NextResponse.json({ motive: await createMotive(groomer, parsed.data) }, { status: 201 })
  })
}
