import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as attendeeLogin } from '../../src/app/api/v1/auth/attendee/login/route'
import { POST as groomerLogin } from '../../src/app/api/v1/login/route'
import { createGroomer } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { jsonRequest } from './helpers/requests'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('bad input on the API is a 400 with {error, fields}', () => {
  it('malformed JSON', async () => {
    const response = await groomerLogin(jsonRequest('/api/v1/login', '{"user": {'))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(body.error).toMatch(/JSON/)
    expect(body.fields).toEqual({})
  })

  it('a missing or invalid field names the field, in French', async () => {
    const response = await groomerLogin(
      jsonRequest('/api/v1/login', { user: { username: 'pas-un-email', password: '' } }),
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { fields: Record<string, string> }
    expect(body.fields['user.username']).toBe('Veuillez saisir un e-mail valide.')
    expect(body.fields['user.password']).toBe('Le mot de passe est obligatoire.')
  })

  it('a body of the wrong shape', async () => {
    const response = await attendeeLogin(jsonRequest('/api/v1/auth/attendee/login', ['email']))
    expect(response.status).toBe(400)
  })

  it('a refused login writes nothing: no session is created', async () => {
    const groomer = await createGroomer(payload)
    await groomerLogin(jsonRequest('/api/v1/login', { user: { username: groomer.email, password: 'mauvais' } }))
    const stored = await payload.findByID({
      collection: 'users',
      id: groomer.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.sessions ?? []).toHaveLength(0)
  })
})
