import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as callsRoute } from '../../src/app/api/v1/calls/route'
import { formatDuration } from '../../src/server/calls/list'
import type { AuthenticatedPerson } from '../../src/server/auth/tokens'
import { bearerOf } from './helpers/sessions'
import { createAttendee, createGroomer } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { getRequest } from './helpers/requests'

let payload: Payload
let owner: AuthenticatedPerson
let stranger: AuthenticatedPerson

type Answer = { calls: { from: string; groomer: number }[]; page: number; totalPages: number; totalDocs: number }
const get = async (query: string, headers: Record<string, string>) =>
  callsRoute(getRequest(`/api/v1/calls${query}`, headers))

// Calls are written by the telephony callbacks (an admin-only collection): fixtures written directly.
const logCall = (groomer: number, from: string, startedAt: string, status: 'completed' | 'no-answer' = 'completed') =>
  payload.create({
    collection: 'calls',
    overrideAccess: true,
    data: { groomer, from, startedAt, durationSeconds: 65, status },
  })

beforeAll(async () => {
  payload = await getTestPayload()
  ;[owner, stranger] = await Promise.all([createGroomer(payload), createGroomer(payload)])
})

describe('GET /api/v1/calls', () => {
  it('is empty until calls are tracked', async () => {
    const body = (await (await get('', await bearerOf(payload, 'users', owner.email as string))).json()) as Answer
    expect(body).toMatchObject({ calls: [], totalDocs: 0 })
  })

  it('lists the groomer’s own calls, newest first, 20 a page', async () => {
    for (let day = 1; day <= 22; day++)
      await logCall(
        owner.id as number,
        `+3361234${String(day).padStart(4, '0')}`,
        `2026-10-${String(day).padStart(2, '0')}T08:00:00.000Z`,
      )
    await logCall(stranger.id as number, '+33699999999', '2026-10-30T08:00:00.000Z')
    const auth = await bearerOf(payload, 'users', owner.email as string)
    const first = (await (await get('', auth)).json()) as Answer
    expect(first).toMatchObject({ totalDocs: 22, totalPages: 2, page: 1 })
    expect(first.calls).toHaveLength(20)
    expect(first.calls[0]?.from).toBe('+33612340022')
    expect(first.calls.every((call) => call.groomer === owner.id)).toBe(true)
    const second = (await (await get('?page=2', auth)).json()) as Answer
    expect(second.calls.map((call) => call.from)).toEqual(['+33612340002', '+33612340001'])
    expect((await get('?page=abc', auth)).status).toBe(400)
  })

  it('answers 401 to an attendee and without a token; another groomer sees none of them', async () => {
    const attendee = await createAttendee(payload)
    expect((await get('', await bearerOf(payload, 'attendees', attendee.email as string))).status).toBe(401)
    expect((await get('', {})).status).toBe(401)
    const body = (await (await get('', await bearerOf(payload, 'users', stranger.email as string))).json()) as Answer
    expect(body.calls.map((call) => call.from)).toEqual(['+33699999999'])
  })

  it('formats durations in French', () => {
    expect(formatDuration(65)).toBe('1 min 05 s')
    expect(formatDuration(42)).toBe('42 s')
    expect(formatDuration(null)).toBe('—')
  })
})
