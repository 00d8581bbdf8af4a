import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as checkLoggedRoute } from '../../src/app/api/v1/auth/[segment]/check-logged/route'
import { GET as logoutRoute } from '../../src/app/api/v1/auth/[segment]/logout/route'
import { POST as loginRoute } from '../../src/app/api/v1/login/route'
import { PUT as presentationRoute } from '../../src/app/api/v1/teams/[id]/presentation/route'
import { POST as appointmentAction } from '../../src/app/api/v1/users/[id]/agenda/appointments/[appointmentId]/[action]/route'
import { POST as createRoute } from '../../src/app/api/v1/users/[id]/agenda/appointments/route'
import { GET as agendaRoute } from '../../src/app/api/v1/users/[id]/agenda/route'
import { DELETE as unblockRoute } from '../../src/app/api/v1/users/[id]/agenda/unavailabilities/[unavailabilityId]/route'
import { POST as blockRoute } from '../../src/app/api/v1/users/[id]/agenda/unavailabilities/route'
import type { User } from '../../src/payload-types'
import { blockTime } from '../../src/server/agenda/blocks'
import { overlapsActiveAppointment, underAgendaLock } from '../../src/server/appointments/agendaLock'
import { MANUAL_WARNINGS } from '../../src/server/agenda/manualWarnings'
import { createBooking } from '../../src/server/booking/create'
import type { AuthenticatedPerson } from '../../src/server/auth/tokens'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { createPractice, PASSWORD } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { getRequest, jsonRequest, params, setCookie } from './helpers/requests'
import { bearer } from './helpers/sessions'
import { outboxTo, stored } from './helpers/records'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

type Headers = Record<string, string>
type Answer = Record<string, unknown> & { error?: string; fields?: Record<string, string> }

const body = async (response: Response) => (await response.json()) as Answer
const base = (groomer: number) => `/api/v1/users/${groomer}/agenda`
const create = (groomer: number, data: unknown, headers: Headers) =>
  createRoute(jsonRequest(`${base(groomer)}/appointments`, data, { headers }), params({ id: String(groomer) }))
const act = (groomer: number, appointment: number, action: string, headers: Headers, data: unknown = {}) =>
  appointmentAction(
    jsonRequest(`${base(groomer)}/appointments/${appointment}/${action}`, data, { headers }),
    params({ id: String(groomer), appointmentId: String(appointment), action }),
  )
const block = (groomer: number, data: unknown, headers: Headers) =>
  blockRoute(jsonRequest(`${base(groomer)}/unavailabilities`, data, { headers }), params({ id: String(groomer) }))
const unblock = (groomer: number, id: number, headers: Headers) =>
  unblockRoute(
    jsonRequest(`${base(groomer)}/unavailabilities/${id}`, '', { method: 'DELETE', headers }),
    params({ id: String(groomer), unavailabilityId: String(id) }),
  )
const agenda = (groomer: number, query: string, headers: Headers) =>
  agendaRoute(getRequest(`${base(groomer)}?${query}`, headers), params({ id: String(groomer) }))

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A Tuesday at `hour` (Paris) some weeks ahead, as local wall time and as an instant. */
function tuesday(hour: number, weeksAhead = 1) {
  const time = DateTime.fromISO(nextWeekday(2, hour, 3 + 7 * weeksAhead), { zone: 'Europe/Paris' })
  return {
    local: time.toFormat("yyyy-MM-dd'T'HH:mm"),
    iso: time.toISO() ?? '',
    plus: (minutes: number) => time.plus({ minutes }).toFormat("yyyy-MM-dd'T'HH:mm"),
  }
}

const manual = (motive: number, start: string, extra: Record<string, unknown> = {}) => ({
  motive,
  start,
  customerName: 'Mme Durand',
  customerPhone: '06 12 34 56 78',
  customerEmail: '',
  pet: { name: 'Rex', species: 'dog', size: '' },
  note: 'Client fidèle',
  ...extra,
})

describe('hand-made appointments', () => {
  it('creates a confirmed appointment from the groomer, even outside opening hours, linked to a matching customer folder', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const folder = await payload.create({
      collection: 'customer-folders',
      overrideAccess: true,
      data: { groomer: groomer.id, name: 'Mme Durand', phone: '+33612345678' },
    })
    const headers = await bearer('users', groomer.email)
    const start = tuesday(20)
    const response = await create(groomer.id, manual(motive.id, start.local), headers)
    expect(response.status).toBe(201)
    const { appointment, warnings } = (await body(response)) as { appointment: { id: number }; warnings: string[] }
    expect(warnings).toEqual([MANUAL_WARNINGS.closed])
    const saved = await stored('appointments', appointment.id)
    expect(saved).toMatchObject({
      source: 'groomer',
      status: 'confirmed',
      customerName: 'Mme Durand',
      customerPhone: '06 12 34 56 78',
      customerFolder: folder.id,
      groomer: groomer.id,
    })
    expect(new Date(saved.start).toISOString()).toBe(new Date(start.iso).toISOString())
    expect(Date.parse(saved.end) - Date.parse(saved.start)).toBe(60 * 60_000)
    const week = (await body(await agenda(groomer.id, `vue=semaine&date=${start.local.slice(0, 10)}`, headers))) as {
      days: { items: { id: number }[] }[]
    }
    expect(week.days).toHaveLength(7)
    expect(week.days.flatMap((day) => day.items).map((item) => item.id)).toContain(appointment.id)
  })

  it('is saved with a warning, not refused, in the past, during holidays or with a pet size the motive has no duration for', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const headers = await bearer('users', groomer.email)
    const warningsOf = async (start: string, extra: Record<string, unknown> = {}) => {
      const response = await create(groomer.id, manual(motive.id, start, extra), headers)
      expect(response.status).toBe(201)
      return ((await body(response)) as { warnings: string[] }).warnings
    }
    // Within opening hours, even off the booking grid: nothing to say.
    expect(await warningsOf(tuesday(10).plus(10))).toEqual([])
    const lastWeek = DateTime.now().setZone('Europe/Paris').minus({ weeks: 1 }).set({ weekday: 3, hour: 10, minute: 0 })
    expect(await warningsOf(lastWeek.toFormat("yyyy-MM-dd'T'HH:mm"))).toEqual([MANUAL_WARNINGS.past])
    const away = tuesday(14, 3)
    await payload.create({
      collection: 'holidays',
      overrideAccess: true,
      data: {
        groomer: groomer.id,
        from: `${away.local.slice(0, 10)}T00:00:00.000Z`,
        to: `${away.local.slice(0, 10)}T00:00:00.000Z`,
      },
    })
    expect(await warningsOf(away.local)).toEqual([MANUAL_WARNINGS.holiday])
    await payload.update({
      collection: 'motives',
      id: motive.id,
      overrideAccess: true,
      data: { sizeDurations: { small: 45 } },
    })
    expect(await warningsOf(tuesday(15, 2).local, { pet: { name: 'Rex', species: 'dog', size: 'medium' } })).toEqual([
      MANUAL_WARNINGS.size('medium'),
    ])
    expect(await warningsOf(tuesday(16, 2).local, { pet: { name: 'Rex', species: 'dog', size: 'small' } })).toEqual([])
  })

  it('answers 400 with fields on bad input and writes nothing', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const headers = await bearer('users', groomer.email)
    const response = await create(
      groomer.id,
      manual(motive.id, 'demain', {
        customerPhone: '123',
        customerEmail: 'pas-un-mail',
        pet: { name: '', species: 'dog' },
      }),
      headers,
    )
    expect(response.status).toBe(400)
    const answer = await body(response)
    expect(Object.keys(answer.fields ?? {})).toEqual(
      expect.arrayContaining(['start', 'customerPhone', 'customerEmail', 'pet.name']),
    )
    expect((await body(await create(groomer.id, '{pas du json', headers))).error).toMatch(/JSON/)
    const stranger = await bookableGroomer(payload)
    const foreignMotive = await create(groomer.id, manual(stranger.motive.id, tuesday(10).local), headers)
    expect(foreignMotive.status).toBe(400)
    expect((await body(foreignMotive)).fields).toHaveProperty('motive')
    expect(
      (
        await payload.count({
          collection: 'appointments',
          overrideAccess: true,
          where: { groomer: { equals: groomer.id } },
        })
      ).totalDocs,
    ).toBe(0)
    expect((await block(groomer.id, { start: tuesday(10).local, end: tuesday(9).local }, headers)).status).toBe(400)
  })

  it('refuses with 409 a time over another active appointment or a blocked time', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const headers = await bearer('users', groomer.email)
    const start = tuesday(11)
    expect((await create(groomer.id, manual(motive.id, start.local), headers)).status).toBe(201)
    const overlap = await create(groomer.id, manual(motive.id, start.plus(30)), headers)
    expect(overlap.status).toBe(409)
    expect((await body(overlap)).error).toBe('Un autre rendez-vous occupe déjà ce créneau.')
    expect((await block(groomer.id, { start: start.plus(120), end: start.plus(240) }, headers)).status).toBe(201)
    const overBlock = await create(groomer.id, manual(motive.id, start.plus(150)), headers)
    expect(overBlock.status).toBe(409)
    expect((await body(overBlock)).error).toMatch(/bloqué/)
  })
})

describe('move and cancel', () => {
  it('shows who each appointment is for: an online client’s name, phone as a tel: link and e-mail, and the pet; a Swiss number stays international', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const booked = await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: tuesday(10).iso,
      pet: PET,
      note: '',
    })
    const headers = await bearer('users', groomer.email)
    const typed = (await body(
      await create(groomer.id, manual(motive.id, tuesday(14).local, { customerPhone: '+41 79 123 45 67' }), headers),
    )) as { appointment: { id: number } }
    const week = (await body(
      await agenda(groomer.id, `vue=semaine&date=${tuesday(10).local.slice(0, 10)}`, headers),
    )) as { days: { items: Record<string, unknown>[] }[] }
    const items = week.days.flatMap((day) => day.items)
    expect(items.find((item) => item.id === booked.id)).toMatchObject({
      customer: `${attendee.firstName} ${attendee.lastName}`,
      phone: { label: '06 12 34 56 78', href: 'tel:+33612345678' },
      email: attendee.email,
      pet: { name: 'Filou', species: 'dog', breed: 'Caniche', size: 'small' },
    })
    expect(items.find((item) => item.id === typed.appointment.id)).toMatchObject({
      customer: 'Mme Durand',
      phone: { label: '+41 79 123 45 67', href: 'tel:+41791234567' },
      pet: { name: 'Rex' },
    })
  })

  it('moves keeping the duration, tells the attendee, and refuses a move over another appointment', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const booked = await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: tuesday(10).iso,
      pet: PET,
      note: '',
    })
    const headers = await bearer('users', groomer.email)
    const other = (await body(await create(groomer.id, manual(motive.id, tuesday(14).local), headers))) as {
      appointment: { id: number }
    }

    const moved = await act(groomer.id, booked.id, 'move', headers, { start: tuesday(16).iso })
    expect(moved.status).toBe(200)
    const saved = await stored('appointments', booked.id)
    expect(new Date(saved.start).toISOString()).toBe(new Date(tuesday(16).iso).toISOString())
    expect(Date.parse(saved.end) - Date.parse(saved.start)).toBe(60 * 60_000)
    expect((await outboxTo(attendee.email)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^Rendez-vous déplacé au /),
    )

    const clash = await act(groomer.id, booked.id, 'move', headers, { start: tuesday(14).plus(30) })
    expect(clash.status).toBe(409)
    expect((await stored('appointments', booked.id)).start).toBe(saved.start)
    expect((await act(groomer.id, other.appointment.id, 'move', headers, { start: 'hier' })).status).toBe(400)
  })

  it('changes the duration from the grid (same rules: 409 over another appointment, 400 off the 5-minute steps); a new end alone tells the customer nothing', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const booked = await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: tuesday(10).iso,
      pet: PET,
      note: '',
    })
    const headers = await bearer('users', groomer.email)
    expect((await create(groomer.id, manual(motive.id, tuesday(12).local), headers)).status).toBe(201)
    const before = (await outboxTo(attendee.email)).length

    expect(
      (await act(groomer.id, booked.id, 'move', headers, { start: tuesday(10).local, durationMinutes: 90 })).status,
    ).toBe(200)
    const saved = await stored('appointments', booked.id)
    expect(Date.parse(saved.end) - Date.parse(saved.start)).toBe(90 * 60_000)
    expect(new Date(saved.start).toISOString()).toBe(new Date(tuesday(10).iso).toISOString())
    expect(await outboxTo(attendee.email)).toHaveLength(before)

    const overNext = await act(groomer.id, booked.id, 'move', headers, {
      start: tuesday(10).local,
      durationMinutes: 150,
    })
    expect(overNext.status).toBe(409)
    expect((await body(overNext)).error).toBe('Un autre rendez-vous occupe déjà ce créneau.')
    const odd = await act(groomer.id, booked.id, 'move', headers, { start: tuesday(10).local, durationMinutes: 7 })
    expect(odd.status).toBe(400)
    expect((await body(odd)).fields).toHaveProperty('durationMinutes')
    expect(Date.parse((await stored('appointments', booked.id)).end) - Date.parse(saved.start)).toBe(90 * 60_000)
  })

  it('cancels: the slot is free again and the attendee gets the cancellation e-mail', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const booked = await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: tuesday(10).iso,
      pet: PET,
      note: '',
    })
    const headers = await bearer('users', groomer.email)
    expect((await act(groomer.id, booked.id, 'cancel', headers)).status).toBe(200)
    expect(await stored('appointments', booked.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'groomer' })
    const [mail] = await outboxTo(attendee.email)
    // The groomer's cancellation wording (their template, here the default one).
    expect(mail.subject).toMatch(/^Rendez-vous du .+ annulé$/)
    expect(mail.text).toMatch(/Votre rendez-vous « .+ » du .+ est annulé/)
    expect((await act(groomer.id, booked.id, 'cancel', headers)).status).toBe(409)
    expect((await create(groomer.id, manual(motive.id, tuesday(10).local), headers)).status).toBe(201)
  })
})

describe('blocked times', () => {
  it('blocks free time, never over an active appointment; online booking cannot take it; unblock frees it', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const headers = await bearer('users', groomer.email)
    await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: tuesday(10).iso,
      pet: PET,
      note: '',
    })
    const overAppointment = await block(
      groomer.id,
      { start: tuesday(9).local, end: tuesday(12).local, reason: 'Formation' },
      headers,
    )
    expect(overAppointment.status).toBe(409)
    expect((await body(overAppointment)).error).toMatch(/Un rendez-vous est prévu/)

    const blocked = await block(
      groomer.id,
      { start: tuesday(14).local, end: tuesday(16).local, reason: 'Formation' },
      headers,
    )
    expect(blocked.status).toBe(201)
    const { unavailability } = (await body(blocked)) as { unavailability: { id: number; groomer: number } }
    expect(unavailability.groomer).toBe(groomer.id)
    await expect(
      createBooking(attendee, { groomer: groomer.id, motive: motive.id, start: tuesday(14).iso, pet: PET, note: '' }),
    ).rejects.toMatchObject({ code: 'slot_taken' })

    expect((await unblock(groomer.id, unavailability.id, headers)).status).toBe(200)
    expect((await unblock(groomer.id, unavailability.id, headers)).status).toBe(404)
    const booked = await createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: tuesday(14).iso,
      pet: PET,
      note: '',
    })
    expect(booked.status).toBe('pending')
  })

  it('concurrent "block" and "book" of the same time never both succeed (20 races in parallel)', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendees = await Promise.all(Array.from({ length: 20 }, () => verifiedAttendee(payload)))
    const owner = groomer as AuthenticatedPerson & User
    // 20 distinct hourly slots over three Tuesdays, each raced by a block and a booking.
    const starts = Array.from({ length: 20 }, (_, index) =>
      DateTime.fromISO(tuesday(9 + (index % 8), 1 + Math.floor(index / 8)).iso),
    )
    const results = await Promise.all(
      starts.map((start, index) =>
        Promise.allSettled([
          // The block starts a little later, sometimes while the booking is between its check and its write.
          sleep(index * 3).then(() =>
            blockTime(owner, {
              start: start.toISO() ?? '',
              end: start.plus({ hours: 1 }).toISO() ?? '',
              reason: 'Course',
            }),
          ),
          createBooking(attendees[index], {
            groomer: groomer.id,
            motive: motive.id,
            start: start.toISO() ?? '',
            pet: PET,
            note: '',
          }),
        ]),
      ),
    )
    for (const [blockResult, bookResult] of results) {
      expect([blockResult.status, bookResult.status].filter((status) => status === 'fulfilled')).toHaveLength(1)
      const refused =
        blockResult.status === 'rejected'
          ? blockResult.reason
          : bookResult.status === 'rejected'
            ? bookResult.reason
            : null
      expect(['conflict', 'slot_taken']).toContain((refused as { code?: string } | null)?.code)
    }
    const appointments = await payload.find({
      collection: 'appointments',
      overrideAccess: true,
      limit: 100,
      where: { groomer: { equals: groomer.id } },
    })
    const blocks = await payload.find({
      collection: 'unavailabilities',
      overrideAccess: true,
      limit: 100,
      where: { groomer: { equals: groomer.id } },
    })
    expect(appointments.totalDocs + blocks.totalDocs).toBe(20)
    for (const appointment of appointments.docs) {
      expect(
        blocks.docs.some(
          (b) => Date.parse(b.start) < Date.parse(appointment.end) && Date.parse(b.end) > Date.parse(appointment.start),
        ),
      ).toBe(false)
    }
  })
})

describe('the agenda lock', () => {
  it('a booking that passed its checks while a block is being written waits for it, then is refused', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const owner = groomer as AuthenticatedPerson & User
    const start = DateTime.fromISO(tuesday(10).iso)
    const range = { start: start.toJSDate(), end: start.plus({ hours: 1 }).toJSDate() }
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let locked = () => {}
    const holding = new Promise<void>((resolve) => (locked = resolve))
    // The block's own steps, paused between its check and its write while the booking runs.
    const blocking = underAgendaLock(owner, groomer.id, async (req) => {
      locked()
      expect(await overlapsActiveAppointment(req, groomer.id, range)).toBe(false)
      await held
      return payload.create({
        req,
        collection: 'unavailabilities',
        user: owner,
        overrideAccess: false,
        data: { groomer: groomer.id, start: range.start.toISOString(), end: range.end.toISOString() },
      })
    })
    // The booking starts once the block holds the agenda (on a loaded machine it could otherwise get there first).
    await holding
    const booking = createBooking(attendee, {
      groomer: groomer.id,
      motive: motive.id,
      start: start.toISO() ?? '',
      pet: PET,
      note: '',
    })
    await sleep(400)
    release()
    const [blocked, booked] = await Promise.allSettled([blocking, booking])
    expect(blocked.status).toBe('fulfilled')
    expect(booked).toMatchObject({ status: 'rejected', reason: { code: 'slot_taken' } })
  })
})

describe('who may act on an agenda', () => {
  it('no token and an attendee token get 401; another groomer’s agenda and ids get 404', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const stranger = await bookableGroomer(payload)
    const attendee = await verifiedAttendee(payload)
    const mine = await bearer('users', groomer.email)
    const theirs = await bearer('users', stranger.groomer.email)
    const asAttendee = await bearer('attendees', attendee.email)
    const appointment = (await body(await create(groomer.id, manual(motive.id, tuesday(10).local), mine))) as {
      appointment: { id: number }
    }
    const blocked = (await body(
      await block(groomer.id, { start: tuesday(15).local, end: tuesday(16).local }, mine),
    )) as { unavailability: { id: number } }
    const id = appointment.appointment.id

    for (const headers of [{}, asAttendee]) {
      expect((await agenda(groomer.id, 'vue=jour', headers)).status).toBe(401)
      expect((await create(groomer.id, manual(motive.id, tuesday(12).local), headers)).status).toBe(401)
      expect((await act(groomer.id, id, 'cancel', headers)).status).toBe(401)
      expect((await block(groomer.id, { start: tuesday(17).local, end: tuesday(18).local }, headers)).status).toBe(401)
      expect((await unblock(groomer.id, blocked.unavailability.id, headers)).status).toBe(401)
    }
    // The stranger on the groomer's agenda, and with the groomer's ids on their own agenda.
    expect((await agenda(groomer.id, 'vue=jour', theirs)).status).toBe(404)
    expect((await create(groomer.id, manual(motive.id, tuesday(12).local), theirs)).status).toBe(404)
    expect((await block(groomer.id, { start: tuesday(17).local, end: tuesday(18).local }, theirs)).status).toBe(404)
    expect((await act(groomer.id, id, 'cancel', theirs)).status).toBe(404)
    expect((await act(stranger.groomer.id, id, 'cancel', theirs)).status).toBe(404)
    expect((await act(stranger.groomer.id, id, 'move', theirs, { start: tuesday(12).local })).status).toBe(404)
    expect((await unblock(stranger.groomer.id, blocked.unavailability.id, theirs)).status).toBe(404)
    expect(await stored('appointments', id)).toMatchObject({ status: 'confirmed' })
    expect(
      (
        await payload.count({
          collection: 'unavailabilities',
          overrideAccess: true,
          where: { id: { equals: blocked.unavailability.id } },
        })
      ).totalDocs,
    ).toBe(1)
  })
})

describe('practice members (users_tokens)', () => {
  async function twoMembers() {
    const practice = await createPractice(payload)
    const [first, second] = [await bookableGroomer(payload), await bookableGroomer(payload)]
    for (const member of [first, second])
      await payload.update({
        collection: 'users',
        id: member.groomer.id,
        overrideAccess: true,
        data: { team: practice.id },
      })
    const outsider = await bookableGroomer(payload)
    return { practice, first, second, outsider }
  }

  async function login(email: string) {
    const response = await loginRoute(jsonRequest('/api/v1/login', { user: { username: email, password: PASSWORD } }))
    expect(response.status).toBe(200)
    const user = setCookie(response, 'user_token')?.value ?? ''
    const practiceTokens = setCookie(response, 'users_tokens')
    return {
      user,
      practiceTokens,
      cookie: (tokensValue = practiceTokens?.value ?? '') => ({
        cookie: `user_token=${user}; users_tokens=${tokensValue}`,
      }),
    }
  }

  it('a member acts on a colleague’s agenda as that member; without or with a forged token, or outside the practice, 404', async () => {
    const { first, second, outsider } = await twoMembers()
    const session = await login(first.groomer.email)
    expect(session.practiceTokens?.value).toBeTruthy()
    const tokens = JSON.parse(decodeURIComponent(session.practiceTokens?.value ?? '')) as Record<string, string>
    expect(Object.keys(tokens)).toEqual([String(second.groomer.id)])

    expect((await agenda(second.groomer.id, 'vue=semaine', session.cookie())).status).toBe(200)
    const created = await create(second.groomer.id, manual(second.motive.id, tuesday(10).local), session.cookie())
    expect(created.status).toBe(201)
    const { appointment } = (await body(created)) as { appointment: { id: number } }
    expect((await stored('appointments', appointment.id)).groomer).toBe(second.groomer.id)
    const blocked = await block(
      second.groomer.id,
      { start: tuesday(15).local, end: tuesday(16).local },
      session.cookie(),
    )
    expect(((await body(blocked)) as { unavailability: { groomer: number } }).unavailability.groomer).toBe(
      second.groomer.id,
    )

    // No users_tokens, a forged token, or an outsider's valid token slipped into the map.
    expect((await agenda(second.groomer.id, 'vue=jour', { cookie: `user_token=${session.user}` })).status).toBe(404)
    const forged = encodeURIComponent(
      JSON.stringify({ [second.groomer.id]: `${tokens[second.groomer.id].slice(0, -4)}AAAA` }),
    )
    expect((await agenda(second.groomer.id, 'vue=jour', session.cookie(forged))).status).toBe(404)
    const outsiderToken =
      (await payload.login({ collection: 'users', data: { email: outsider.groomer.email, password: PASSWORD } }))
        .token ?? ''
    const slipped = encodeURIComponent(
      JSON.stringify({ [outsider.groomer.id]: outsiderToken, [second.groomer.id]: tokens[second.groomer.id] }),
    )
    expect((await agenda(outsider.groomer.id, 'vue=jour', session.cookie(slipped))).status).toBe(404)
    expect(
      (await block(outsider.groomer.id, { start: tuesday(15).local, end: tuesday(16).local }, session.cookie(slipped)))
        .status,
    ).toBe(404)
    // A groomer without a practice gets no users_tokens at all.
    expect((await login(outsider.groomer.email)).practiceTokens).toBeNull()
  })

  it('an agenda token is no session: no route takes it as the member, another viewer cannot use it, leaving the practice closes it', async () => {
    const { practice, first, second } = await twoMembers()
    const third = await bookableGroomer(payload)
    await payload.update({
      collection: 'users',
      id: third.groomer.id,
      overrideAccess: true,
      data: { team: practice.id },
    })
    const session = await login(first.groomer.email)
    const tokens = JSON.parse(decodeURIComponent(session.practiceTokens?.value ?? '')) as Record<string, string>
    const token = tokens[second.groomer.id]
    expect(token).toBeTruthy()
    // Bearer or as user_token, the member's agenda token opens nothing.
    const asSession = { authorization: `Bearer ${token}` }
    expect(
      (await checkLoggedRoute(getRequest('/api/v1/auth/user/check-logged', asSession), params({ segment: 'user' })))
        .status,
    ).toBe(401)
    expect((await agenda(second.groomer.id, 'vue=jour', asSession)).status).toBe(401)
    expect((await agenda(second.groomer.id, 'vue=jour', { cookie: `user_token=${token}` })).status).toBe(401)
    // Another member of the same practice cannot use first's token.
    const other = await login(third.groomer.email)
    const borrowed = encodeURIComponent(JSON.stringify({ [second.groomer.id]: token }))
    expect((await agenda(second.groomer.id, 'vue=jour', other.cookie(borrowed))).status).toBe(404)
    expect((await agenda(second.groomer.id, 'vue=jour', session.cookie())).status).toBe(200)
    // When the member leaves the practice, their agenda closes at once.
    await payload.update({ collection: 'users', id: second.groomer.id, overrideAccess: true, data: { team: null } })
    expect((await agenda(second.groomer.id, 'vue=jour', session.cookie())).status).toBe(404)
  })

  it('logout clears users_tokens, and its agenda tokens die with the session', async () => {
    const { second, first } = await twoMembers()
    const session = await login(first.groomer.email)
    const response = await logoutRoute(
      getRequest('/api/v1/auth/user/logout', session.cookie()),
      params({ segment: 'user' }),
    )
    expect(setCookie(response, 'users_tokens')?.expired).toBe(true)
    const tokens = JSON.parse(decodeURIComponent(session.practiceTokens?.value ?? '')) as Record<string, string>
    const fresh = await login(first.groomer.email)
    expect(
      (await agenda(second.groomer.id, 'vue=jour', fresh.cookie(encodeURIComponent(JSON.stringify(tokens))))).status,
    ).toBe(404)
    expect((await agenda(second.groomer.id, 'vue=jour', fresh.cookie())).status).toBe(200)
  })

  it('a member edits their practice presentation (valid Lexical), not its name nor another practice', async () => {
    const { practice, first, outsider } = await twoMembers()
    const member = await bearer('users', first.groomer.email)
    const text = 'Notre étude réunit trois toiletteurs.\n\nOuvert du mardi au samedi.\nSur rendez-vous.'
    const put = (id: number, headers: Headers, data: unknown = { text }) =>
      presentationRoute(
        jsonRequest(`/api/v1/teams/${id}/presentation`, data, { method: 'PUT', headers }),
        params({ id: String(id) }),
      )
    const response = await put(practice.id, member)
    expect(response.status).toBe(200)
    expect(((await body(response)) as { team: { paragraphs: string[] } }).team.paragraphs).toEqual([
      'Notre étude réunit trois toiletteurs.',
      'Ouvert du mardi au samedi.\nSur rendez-vous.',
    ])
    const saved = await payload.findByID({ collection: 'teams', id: practice.id, overrideAccess: true, depth: 0 })
    expect(saved.presentation?.root.children.map((node) => node.type)).toEqual(['paragraph', 'paragraph'])
    expect(JSON.stringify(saved.presentation)).toContain('"type":"linebreak"')

    const otherPractice = await createPractice(payload)
    expect((await put(otherPractice.id, member)).status).toBe(404)
    expect((await put(practice.id, await bearer('users', outsider.groomer.email))).status).toBe(404)
    expect((await put(practice.id, {})).status).toBe(401)
    expect((await put(practice.id, member, { text: 42 })).status).toBe(400)
    const memberPerson = { ...first.groomer, team: practice.id } as AuthenticatedPerson
    const renamed = await payload.update({
      collection: 'teams',
      id: practice.id,
      user: memberPerson,
      overrideAccess: false,
      data: { name: 'Pirate', code: 'pirate', uri: 'pirate' },
    })
    expect(renamed).toMatchObject({ name: practice.name, code: practice.code, uri: practice.uri })
  })
})
