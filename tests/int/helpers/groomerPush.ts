import type { Payload } from 'payload'
import { expect } from 'vitest'

import { decryptPush, type PushService, testSubscription } from '../../../scripts/lib/pushService'
import { POST as createEvent } from '../../../src/app/api/v1/attendees/[id]/create-event/route'
import { PUT as putPush } from '../../../src/app/api/v1/users/[id]/push/route'
import { POST as subscribe } from '../../../src/app/api/v1/users/[id]/push/subscriptions/route'
import { bookableGroomer, PET, verifiedAttendee } from './booking'
import { jsonRequest, params } from './requests'
import { bearer } from './sessions'

/** A push message as the browser reads it once decrypted. */
export type Message = {
  title: string
  body: string
  tag: string
  url: string
  validate?: Record<string, unknown>
  refuseUrl?: string
}

export type Phone = ReturnType<typeof testSubscription>

export const subscribeAs = (groomerId: number, headers: Record<string, string>, body: unknown) =>
  subscribe(
    jsonRequest(`/api/v1/users/${groomerId}/push/subscriptions`, body, { headers }),
    params({ id: String(groomerId) }),
  )

export const choose = (groomerId: number, headers: Record<string, string>, body: unknown) =>
  putPush(
    jsonRequest(`/api/v1/users/${groomerId}/push`, body, { method: 'PUT', headers }),
    params({ id: String(groomerId) }),
  )

export const book = (
  attendeeId: number,
  headers: Record<string, string>,
  groomer: number,
  motive: number,
  start: string,
) =>
  createEvent(
    jsonRequest(
      `/api/v1/attendees/${attendeeId}/create-event`,
      { groomer, motive, start, pet: PET, note: '' },
      { headers },
    ),
    params({ id: String(attendeeId) }),
  )

/** A groomer with one phone subscribed to the loopback push service, and an owner to book with them. */
export async function notifiedGroomer(payload: Payload, service: PushService, endpointName?: string) {
  const { groomer, motive } = await bookableGroomer(payload)
  const headers = await bearer('users', groomer.email)
  const phone = testSubscription(service.endpoint(endpointName))
  const response = await subscribeAs(groomer.id, headers, {
    endpoint: phone.endpoint,
    keys: phone.keys,
    device: 'Chrome sur Android',
  })
  expect(response.status).toBe(201)
  const attendee = await verifiedAttendee(payload)
  const owner = await bearer('attendees', attendee.email)
  return { groomer, motive, headers, phone, attendee, owner }
}

export type NotifiedGroomer = Awaited<ReturnType<typeof notifiedGroomer>>

export const read = (push: { body: Buffer }, phone: Phone) => JSON.parse(decryptPush(push.body, phone)) as Message
