import type { Payload } from 'payload'

import { getTestPayload } from './payload'
import { PASSWORD } from '../../../scripts/lib/people'

export type Headers = Record<string, string>

async function login(payload: Payload, collection: 'users' | 'attendees', email: string, password: string) {
  const { token } = await payload.login({ collection, data: { email, password } })
  return { authorization: `Bearer ${token}` }
}

/** `Authorization: Bearer …` of a person logged in (with the test password unless another is given). */
export async function bearer(collection: 'users' | 'attendees', email: string, password = PASSWORD): Promise<Headers> {
  return login(await getTestPayload(), collection, email, password)
}

/** The same, on the Payload instance a test already holds (the seeded one). */
export const bearerOf = (payload: Payload, collection: 'users' | 'attendees', email: string): Promise<Headers> =>
  login(payload, collection, email, PASSWORD)
