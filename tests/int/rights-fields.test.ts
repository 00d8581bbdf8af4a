import type { FieldAccess, FlattenedField, Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RIGHTS_FIELD_NAMES } from '../../src/access/protectedFields'
import { createGroomer, createPractice, PASSWORD } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const person = (collection: 'admins' | 'users' | 'attendees', id = 1) => ({
  id,
  collection,
  email: `${collection}@example.fr`,
})
const requestOf = (user: ReturnType<typeof person> | null, payloadAPI: 'REST' | 'local') =>
  ({ user, payloadAPI, context: {} }) as unknown as PayloadRequest

/** Every field that carries a right or a link, at any depth of data fields. */
function rightsFields(fields: FlattenedField[], prefix = ''): [string, FlattenedField][] {
  const found: [string, FlattenedField][] = []
  for (const field of fields) {
    const path = `${prefix}${field.name}`
    if (field.type === 'relationship' || field.type === 'upload' || RIGHTS_FIELD_NAMES.has(field.name))
      found.push([path, field])
    if ('flattenedFields' in field && Array.isArray(field.flattenedFields))
      found.push(...rightsFields(field.flattenedFields, `${path}.`))
  }
  return found
}

const allows = async (rule: FieldAccess | undefined, req: PayloadRequest) =>
  rule ? Boolean(await rule({ req, data: {}, siblingData: {}, doc: {} } as never)) : true

describe('field-level access: the second lock behind the collections', () => {
  it('no field that carries a right or a link can be written over HTTP by a groomer or an attendee', async () => {
    const checked: string[] = []
    for (const collection of payload.config.collections) {
      if (collection.slug.startsWith('payload-')) continue
      for (const [path, field] of rightsFields(collection.flattenedFields)) {
        // Array rows hold their own relations (an array field's rule covers them): skip sub-rows of arrays.
        if (
          path.split('.').length > 1 &&
          collection.flattenedFields.find((top) => top.name === path.split('.')[0])?.type === 'array'
        )
          continue
        const access = (field as { access?: { create?: FieldAccess; update?: FieldAccess } }).access
        for (const who of [person('users'), person('attendees'), null]) {
          for (const operation of ['create', 'update'] as const) {
            expect(
              await allows(access?.[operation], requestOf(who, 'REST')),
              `${collection.slug}.${path} ${operation} by ${who?.collection ?? 'anonymous'}`,
            ).toBe(false)
          }
        }
        checked.push(`${collection.slug}.${path}`)
      }
    }
    // The fields the attackers wrote are among them.
    expect(checked).toEqual(
      expect.arrayContaining([
        'users.team',
        'users.published',
        'users.email',
        'users.phoneVerified',
        'appointments.attendee',
        'appointments.groomer',
        'appointments.status',
        'appointments.reference',
        'sponsorships.status',
        'attendees.email',
        'attendees.phone',
        'motives.groomer',
      ]),
    )
  })

  it('the server’s own services still write them; practice and publication stay admin-only even there', async () => {
    const users = payload.config.collections.find((collection) => collection.slug === 'users')
    const field = (name: string) =>
      users?.flattenedFields.find((candidate) => candidate.name === name) as { access?: { update?: FieldAccess } }
    expect(await allows(field('phone').access?.update, requestOf(person('users'), 'local'))).toBe(true)
    expect(await allows(field('phone').access?.update, requestOf(person('admins'), 'REST'))).toBe(true)
    for (const name of ['team', 'published']) {
      expect(await allows(field(name).access?.update, requestOf(person('users'), 'local')), name).toBe(false)
      expect(await allows(field(name).access?.update, requestOf(person('admins'), 'REST')), name).toBe(true)
    }
    // Through the Local API on a groomer's behalf, joining a practice is silently dropped.
    const groomer = await createGroomer(payload, { published: false })
    const practice = await createPractice(payload)
    await payload.update({
      collection: 'users',
      id: groomer.id,
      user: groomer,
      overrideAccess: false,
      data: { team: practice.id, published: true, firstName: 'Léa' },
    })
    const saved = await payload.findByID({ collection: 'users', id: groomer.id, depth: 0, overrideAccess: true })
    expect(saved).toMatchObject({ firstName: 'Léa', team: null, published: false })
  })

  it('sessions are read and filtered on by admins only', async () => {
    const groomer = await createGroomer(payload, { published: true })
    await payload.login({ collection: 'users', data: { email: String(groomer.email), password: PASSWORD } })
    for (const user of [null, { ...groomer }, person('attendees', Number(groomer.id))]) {
      await expect(
        payload.find({
          collection: 'users',
          user: user as never,
          overrideAccess: false,
          where: { 'sessions.id': { exists: true } },
        }),
      ).rejects.toMatchObject({ status: 400 })
      const doc = await payload.findByID({
        collection: 'users',
        id: groomer.id,
        user: user as never,
        overrideAccess: false,
        depth: 0,
      })
      expect((doc as { sessions?: unknown[] }).sessions ?? []).toEqual([])
    }
    const admin = { ...person('admins'), id: 1 }
    const seen = await payload.findByID({
      collection: 'users',
      id: groomer.id,
      user: admin as never,
      overrideAccess: false,
      depth: 0,
    })
    expect((seen as { sessions?: unknown[] }).sessions).toHaveLength(1)
  })
})
