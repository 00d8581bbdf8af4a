import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { AuthenticatedPerson } from '../../src/server/auth/tokens'
import { can } from './helpers/access'
import { createAdmin, createAppointment, createAttendee, createGroomer, createPractice } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'

let payload: Payload
let admin: AuthenticatedPerson
let owner: AuthenticatedPerson
let colleague: AuthenticatedPerson
let stranger: AuthenticatedPerson
let attendee: AuthenticatedPerson
let otherAttendee: AuthenticatedPerson
type Role = 'anonymous' | 'attendee' | 'owner' | 'stranger' | 'admin'
const who = (role: Role) => ({ anonymous: null, attendee, owner, stranger, admin })[role]

beforeAll(async () => {
  payload = await getTestPayload()
  const practice = await createPractice(payload)
  ;[admin, owner, colleague, stranger, attendee, otherAttendee] = await Promise.all([
    createAdmin(payload),
    createGroomer(payload, { practice: practice.id }),
    createGroomer(payload, { practice: practice.id }),
    createGroomer(payload),
    createAttendee(payload),
    createAttendee(payload),
  ])
  // The owner's practice is read from the person at access time.
  owner = { ...owner, team: practice.id } as AuthenticatedPerson
  colleague = { ...colleague, team: practice.id } as AuthenticatedPerson
})

let sequence = 0
const next = () => ++sequence
const PURPOSES = ['confirmation', 'reminder', 'cancellation', 'refusal']
let purposeIndex = 0

/** Records owned by a groomer: what each role may read, and what a fresh record looks like. */
const groomerOwned: { slug: CollectionSlug; publicRead: boolean; data: () => Record<string, unknown> }[] = [
  { slug: 'motives', publicRead: true, data: () => ({ title: 'Bain', duration: 60, price: 40, kind: 'salon' }) },
  {
    slug: 'availabilities',
    publicRead: true,
    data: () => ({ weekday: '2', start: '09:00', end: '12:00', everyNWeeks: 1 }),
  },
  {
    slug: 'unavailabilities',
    publicRead: false,
    data: () => ({ start: '2027-01-05T09:00:00Z', end: '2027-01-05T10:00:00Z' }),
  },
  { slug: 'holidays', publicRead: false, data: () => ({ from: '2027-08-01', to: '2027-08-15' }) },
  {
    slug: 'worked-public-holidays',
    publicRead: false,
    data: () => ({ date: `2027-05-${String(next()).padStart(2, '0')}` }),
  },
  {
    slug: 'mail-templates',
    publicRead: false,
    data: () => ({ purpose: PURPOSES[purposeIndex++ % 4], subject: 'Rappel', body: 'À demain' }),
  },
  {
    slug: 'message-templates',
    publicRead: false,
    data: () => ({ channel: 'sms', purpose: 'reminder', body: 'À demain' }),
  },
  {
    slug: 'customer-folders',
    publicRead: false,
    data: () => ({ name: 'Mme Dupont', pets: [{ name: 'Rex', species: 'dog' }] }),
  },
  { slug: 'sponsorships', publicRead: false, data: () => ({ referredEmail: 'ami@test.fr' }) },
]

describe.each(groomerOwned)('$slug (owned by a groomer)', ({ slug, publicRead, data }) => {
  let id: number | string
  beforeAll(async () => {
    const doc = await payload.create({
      collection: slug,
      overrideAccess: true,
      data: { ...data(), groomer: owner.id } as never,
    })
    id = doc.id
  })

  it.each<[Role, boolean]>([
    ['anonymous', publicRead],
    ['attendee', publicRead],
    ['owner', true],
    ['stranger', publicRead],
    ['admin', true],
  ])('read by %s: %s', async (role, allowed) => {
    expect(await can(payload).read(slug, id, who(role))).toBe(allowed)
  })

  it.each<[Role, boolean]>([
    ['anonymous', false],
    ['attendee', false],
    ['stranger', false],
    ['owner', true],
    ['admin', true],
  ])('update by %s: %s', async (role, allowed) => {
    expect(await can(payload).update(slug, id, {}, who(role))).toBe(allowed)
  })

  it('a groomer creates only for themself; anonymous visitors and attendees cannot create', async () => {
    const refusedData = data()
    expect(await can(payload).create(slug, refusedData, null)).toBe(false)
    expect(await can(payload).create(slug, refusedData, attendee)).toBe(false)
    const created = await payload.create({
      collection: slug,
      data: { ...data(), groomer: stranger.id } as never,
      user: owner,
      overrideAccess: false,
    })
    expect((created as { groomer: number | { id: number } }).groomer).toSatisfy(
      (g: number | { id: number }) => (typeof g === 'object' ? g.id : g) === owner.id,
    )
  })

  it('only the owner and admins delete', async () => {
    const doc = await payload.create({
      collection: slug,
      overrideAccess: true,
      data: { ...data(), groomer: owner.id } as never,
    })
    expect(await can(payload).delete(slug, doc.id, stranger)).toBe(false)
    expect(await can(payload).delete(slug, doc.id, null)).toBe(false)
    expect(await can(payload).delete(slug, doc.id, owner)).toBe(true)
  })
})

describe('reference data (specialities, departments, cities, practices)', () => {
  it('everyone reads; only admins write', async () => {
    const speciality = await payload.create({
      collection: 'specialities',
      overrideAccess: true,
      data: { name: 'Tonte', uri: `tonte-${Date.now()}` },
    })
    for (const role of ['anonymous', 'attendee', 'owner', 'admin'] as const)
      expect(await can(payload).read('specialities', speciality.id, who(role))).toBe(true)
    expect(await can(payload).create('specialities', { name: 'X', uri: `x-${Date.now()}` }, owner)).toBe(false)
    expect(
      await can(payload).create('departments', { code: '999', name: 'Test', uri: `test-${Date.now()}` }, null),
    ).toBe(false)
    expect(await can(payload).update('specialities', speciality.id, { name: 'Y' }, attendee)).toBe(false)
    expect(await can(payload).update('specialities', speciality.id, { name: 'Tonte complète' }, admin)).toBe(true)
  })
})

describe('groomers (users)', () => {
  it('published profiles are public, without their e-mail; unpublished ones only for themselves and admins', async () => {
    const hidden = await createGroomer(payload, { published: false })
    expect(await can(payload).read('users', owner.id, null)).toBe(true)
    const seen = await payload.findByID({ collection: 'users', id: owner.id, overrideAccess: false })
    expect(seen.email).toBeUndefined()
    expect(await can(payload).read('users', hidden.id, null)).toBe(false)
    expect(await can(payload).read('users', hidden.id, stranger)).toBe(false)
    expect(await can(payload).read('users', hidden.id, hidden)).toBe(true)
    expect(await can(payload).read('users', hidden.id, admin)).toBe(true)
  })

  it('a groomer edits only their own profile and cannot verify their own phone', async () => {
    expect(await can(payload).update('users', owner.id, { firstName: 'Léna' }, owner)).toBe(true)
    expect(await can(payload).update('users', stranger.id, { firstName: 'Pirate' }, owner)).toBe(false)
    const updated = await payload.update({
      collection: 'users',
      id: owner.id,
      data: { phoneVerified: true },
      user: owner,
      overrideAccess: false,
    })
    expect(updated.phoneVerified).toBe(false)
    expect(
      await can(payload).create(
        'users',
        { email: 'new@test.fr', password: 'x-12345678', firstName: 'A', lastName: 'B', uri: `a-b-${Date.now()}` },
        null,
      ),
    ).toBe(false)
  })
})

describe('attendees', () => {
  it('an attendee reads and edits only their own account', async () => {
    expect(await can(payload).read('attendees', attendee.id, attendee)).toBe(true)
    expect(await can(payload).read('attendees', otherAttendee.id, attendee)).toBe(false)
    expect(await can(payload).read('attendees', attendee.id, owner)).toBe(false)
    expect(await can(payload).read('attendees', attendee.id, null)).toBe(false)
    expect(await can(payload).read('attendees', attendee.id, admin)).toBe(true)
    expect(await can(payload).update('attendees', otherAttendee.id, { firstName: 'X' }, attendee)).toBe(false)
  })

  it('anyone may sign up, but nobody verifies their own phone by writing the flag', async () => {
    const created = await payload.create({
      collection: 'attendees',
      overrideAccess: false,
      data: {
        email: `inscrit-${Date.now()}@test.fr`,
        password: 'mot-de-passe-2026',
        firstName: 'Ana',
        lastName: 'Neuve',
        phoneVerified: true,
      },
    })
    expect(created.phoneVerified).toBe(false)
  })
})

describe('appointments', () => {
  let id: number
  beforeAll(async () => {
    const appointment = await createAppointment(payload, {
      groomer: owner.id,
      attendee: attendee.id,
      start: '2027-03-02T09:00:00Z',
      end: '2027-03-02T10:00:00Z',
    })
    id = appointment.id
  })

  it.each<[string, () => AuthenticatedPerson | null, boolean]>([
    ['anonymous', () => null, false],
    ['their attendee', () => attendee, true],
    ['another attendee', () => otherAttendee, false],
    ['their groomer', () => owner, true],
    ['a member of the same practice', () => colleague, true],
    ['another groomer', () => stranger, false],
    ['an admin', () => admin, true],
  ])('read by %s: %s', async (_label, person, allowed) => {
    expect(await can(payload).read('appointments', id, person())).toBe(allowed)
  })

  it('an attendee books only through the booking service, for themself only, and the request waits for validation', async () => {
    const data = {
      reference: `RDV-${Date.now()}-direct`,
      groomer: owner.id,
      status: 'pending' as const,
      timezone: 'Europe/Paris',
      kind: 'salon' as const,
      start: '2027-03-04T09:00:00Z',
      end: '2027-03-04T10:00:00Z',
    }
    // Straight through the REST/Local API (no booking-service context): refused.
    expect(await can(payload).create('appointments', data, attendee)).toBe(false)
    const booked = await payload.create({
      collection: 'appointments',
      user: attendee,
      overrideAccess: false,
      context: { bookingService: true },
      data: {
        reference: `RDV-${Date.now()}`,
        groomer: owner.id,
        attendee: otherAttendee.id,
        status: 'confirmed',
        timezone: 'Europe/Paris',
        kind: 'salon',
        start: '2027-03-03T09:00:00Z',
        end: '2027-03-03T10:00:00Z',
      },
    })
    expect(booked.status).toBe('pending')
    expect(typeof booked.attendee === 'object' ? booked.attendee?.id : booked.attendee).toBe(attendee.id)
    expect(await can(payload).update('appointments', booked.id, { status: 'confirmed' }, attendee)).toBe(false)
    expect(await can(payload).update('appointments', booked.id, { status: 'confirmed' }, stranger)).toBe(false)
    expect(await can(payload).update('appointments', booked.id, { status: 'confirmed' }, owner)).toBe(true)
  })
})

describe('admin-only and write-only collections', () => {
  it('admins, outbox and calls are closed to visitors, attendees and groomers', async () => {
    const outbox = await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: { channel: 'email', to: 'x@test.fr', subject: 'Test' },
    })
    const call = await payload.create({
      collection: 'calls',
      overrideAccess: true,
      data: { groomer: owner.id, from: '+33600000000', startedAt: '2027-01-01T10:00:00Z' },
    })
    for (const person of [null, attendee, owner]) {
      expect(await can(payload).read('admins', admin.id, person)).toBe(false)
      expect(await can(payload).read('outbox', outbox.id, person)).toBe(false)
    }
    expect(await can(payload).read('calls', call.id, owner)).toBe(true)
    expect(await can(payload).read('calls', call.id, stranger)).toBe(false)
    expect(
      await can(payload).create('calls', { groomer: owner.id, from: 'x', startedAt: '2027-01-01T10:00:00Z' }, owner),
    ).toBe(false)
    expect(await can(payload).read('outbox', outbox.id, admin)).toBe(true)
  })

  it('anyone submits a signup request; only admins read them', async () => {
    const request = await payload.create({
      collection: 'signup-requests',
      overrideAccess: false,
      data: { firstName: 'Zoé', lastName: 'Pro', email: 'zoe@test.fr', acceptedTermsAt: new Date().toISOString() },
    })
    expect(await can(payload).read('signup-requests', request.id, null)).toBe(false)
    expect(await can(payload).read('signup-requests', request.id, owner)).toBe(false)
    expect(await can(payload).read('signup-requests', request.id, admin)).toBe(true)
  })

  it('guide articles: drafts are for admins only', async () => {
    const text = { type: 'text', version: 1, text: 'Bonjour', format: 0, detail: 0, mode: 'normal', style: '' }
    const paragraph = {
      type: 'paragraph',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      textFormat: 0,
      children: [text],
    }
    const content = {
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        children: [paragraph],
      },
    }
    const draft = await payload.create({
      collection: 'posts',
      overrideAccess: true,
      data: { title: 'Brouillon', uri: `brouillon-${Date.now()}`, content, published: false },
    })
    const live = await payload.create({
      collection: 'posts',
      overrideAccess: true,
      data: { title: 'Publié', uri: `publie-${Date.now()}`, content, published: true },
    })
    expect(await can(payload).read('posts', draft.id, null)).toBe(false)
    expect(await can(payload).read('posts', live.id, null)).toBe(true)
    expect(await can(payload).read('posts', draft.id, admin)).toBe(true)
    expect(await can(payload).update('posts', live.id, { title: 'X' }, owner)).toBe(false)
  })

  it('site settings: everyone reads, only admins update', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.subscription?.priceExclTax).toBe(29)
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { siteName: 'Pirate' }, user: owner, overrideAccess: false }),
    ).rejects.toThrow()
    const updated = await payload.updateGlobal({
      slug: 'site-settings',
      data: { siteName: 'Mon Toiletteur' },
      user: admin,
      overrideAccess: false,
    })
    expect(updated.siteName).toBe('Mon Toiletteur')
  })
})
