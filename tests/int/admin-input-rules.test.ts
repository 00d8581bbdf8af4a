import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PUT as putHours } from '../../src/app/api/v1/opening-hours/route'
import { POST as submitSignup } from '../../src/app/api/v1/signup-requests/route'
import { PUT as putProfile } from '../../src/app/api/v1/users/[id]/route'
import { SUNDAY_ERROR, TIMEZONE_ERROR } from '../../src/server/groomers/fieldRules'
import { loadGroomerSchedules } from '../../src/server/slots/groomerSchedule'
import { firstFreeSlotsIn, upcomingSlots } from '../../src/server/slots'
import { PRACTICE_CODE_TAKEN } from '../../src/server/practices/practiceCode'
import { bookableGroomer } from './helpers/booking'
import { PASSWORD_TOO_SHORT } from '../../src/lib/passwordRule'
import { PASSWORD } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { jsonRequest, params } from './helpers/requests'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

/** What an admin saves in /admin: Payload's own validation, as the admin panel runs it. */
const adminSaves = (id: number, data: Record<string, unknown>) =>
  payload.update({ collection: 'users', id, overrideAccess: true, data })

/** The French message Payload's refusal carries for `field`. */
async function refusal(write: Promise<unknown>, field: string): Promise<string | undefined> {
  const error = (await write.then(
    () => null,
    (caught: unknown) => caught,
  )) as { data?: { errors?: { path: string; message: string }[] } } | null
  return error?.data?.errors?.find((issue) => issue.path === field)?.message
}

describe('what an admin types in a groomer’s settings is checked on save, in French', () => {
  it('refuses a time zone typo, a region, a postcode and a phone number the country does not have', async () => {
    const { groomer } = await bookableGroomer(payload)
    expect(await refusal(adminSaves(groomer.id, { timezone: 'Europe/Pariss' }), 'timezone')).toBe(TIMEZONE_ERROR)
    expect(await refusal(adminSaves(groomer.id, { holidayRegion: '999' }), 'holidayRegion')).toMatch(/^Région inconnue/)
    expect(await refusal(adminSaves(groomer.id, { country: 'CH', holidayRegion: 'XX' }), 'holidayRegion')).toMatch(
      /^Région inconnue/,
    )
    expect(await refusal(adminSaves(groomer.id, { postcode: '7501' }), 'postcode')).toBe(
      'Code postal invalide pour ce pays (par exemple 75004).',
    )
    expect(await refusal(adminSaves(groomer.id, { phone: '06 12' }), 'phone')).toMatch(/^Numéro de téléphone invalide/)
    // Nothing was written.
    const stored = await payload.findByID({ collection: 'users', id: groomer.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ timezone: 'Europe/Paris', postcode: '75011', phone: '01 23 45 67 89' })
    expect(stored.holidayRegion ?? null).toBeNull()

    // Valid values of each country pass.
    await adminSaves(groomer.id, {
      timezone: 'Europe/Zurich',
      country: 'CH',
      holidayRegion: 'GE',
      postcode: '1201',
      phone: '+41 22 123 45 67',
    })
    await adminSaves(groomer.id, {
      timezone: 'Europe/Paris',
      country: 'FR',
      holidayRegion: '67',
      postcode: '67000',
      phone: '03 88 12 34 56',
    })
  })

  it('refuses Sunday opening hours, from the admin and from the groomer’s own editor', async () => {
    const { groomer } = await bookableGroomer(payload)
    const sunday = payload.create({
      collection: 'availabilities',
      overrideAccess: true,
      data: { groomer: groomer.id, weekday: '7', start: '10:00', end: '12:00', everyNWeeks: 1 },
    })
    expect(await refusal(sunday, 'weekday')).toBe(SUNDAY_ERROR)

    const { token } = await payload.login({ collection: 'users', data: { email: groomer.email, password: PASSWORD } })
    const response = await putHours(
      jsonRequest(
        '/api/v1/opening-hours',
        { ranges: [{ weekday: 7, start: '10:00', end: '12:00' }] },
        { method: 'PUT', headers: { authorization: `Bearer ${token}` } },
      ),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: Record<string, string> }).fields['ranges.0.weekday']).toBe(
      SUNDAY_ERROR,
    )
    expect(
      (
        await payload.count({
          collection: 'availabilities',
          overrideAccess: true,
          where: { groomer: { equals: groomer.id }, weekday: { equals: '7' } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('refuses a visio link that is not https, as the groomer’s motive form does', async () => {
    const { groomer } = await bookableGroomer(payload)
    for (const videoLink of ['http://visio.example.com/a', 'javascript:alert(1)', 'visio']) {
      const motive = payload.create({
        collection: 'motives',
        overrideAccess: true,
        data: { groomer: groomer.id, title: 'Conseil', duration: 30, kind: 'visio', videoLink },
      })
      expect(await refusal(motive, 'videoLink'), videoLink).toBe(
        'Le lien visio doit être une adresse https valide (https://…).',
      )
    }
  })

  it('the groomer’s API answers the same message for a time zone typo', async () => {
    const { groomer } = await bookableGroomer(payload)
    const { token } = await payload.login({ collection: 'users', data: { email: groomer.email, password: PASSWORD } })
    const response = await putProfile(
      jsonRequest(
        `/api/v1/users/${groomer.id}`,
        { user: { timezone: 'Europe/Pariss' } },
        { method: 'PUT', headers: { authorization: `Bearer ${token}` } },
      ),
      params({ id: String(groomer.id) }),
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: Record<string, string> }).fields['user.timezone']).toBe(TIMEZONE_ERROR)
  })
})

describe('a groomer whose stored data is still invalid', () => {
  it('is shown without slots instead of failing their page or their city’s', async () => {
    const { groomer } = await bookableGroomer(payload)
    const { groomer: neighbour } = await bookableGroomer(payload)
    // Saved before the checks existed: written straight into the table.
    await payload.db.drizzle.execute(`update users set timezone = 'Europe/Pariss' where id = ${groomer.id}`)
    const now = new Date()
    const fields = (id: number) =>
      payload.findByID({
        collection: 'users',
        id,
        overrideAccess: true,
        depth: 0,
        select: { timezone: true, country: true, holidayRegion: true, bookingDelays: true },
      })
    const [broken, fine] = await Promise.all([fields(groomer.id), fields(neighbour.id)])
    expect(broken.timezone).toBe('Europe/Pariss')

    // The directory's read of several groomers: the broken one has no slot, the other keeps its own.
    const inputs = await loadGroomerSchedules(
      [broken, fine].map((g) => ({ ...g, id: Number(g.id) })),
      { from: now },
    )
    const first = firstFreeSlotsIn(
      inputs,
      [broken, fine].map((g) => ({ ...g, id: Number(g.id), motive: { durationMinutes: 60 } })),
      now,
    )
    expect(first.get(groomer.id) ?? null).toBeNull()
    expect(first.get(neighbour.id)).toBeTruthy()

    // The profile's days: shown, all without slots.
    const days = await upcomingSlots({ ...broken, id: groomer.id }, { durationMinutes: 60 }, now, 7)
    expect(days.days).toHaveLength(7)
    expect(days.days.flatMap((day) => day.slots)).toEqual([])
  })
})

describe('practice codes are one whatever their case', () => {
  it('are stored in capitals and refused in another case, by the admin and at a signup request, with the spec’s message', async () => {
    const code = `etude-casse-${process.pid}`
    const practice = await payload.create({
      collection: 'teams',
      overrideAccess: true,
      data: { name: 'Étude de la casse', code: `  ${code} `, uri: code },
    })
    expect(practice.code).toBe(code.toUpperCase())

    const twin = payload.create({
      collection: 'teams',
      overrideAccess: true,
      data: { name: 'Jumelle', code: code.replace('etude', 'ETUDE'), uri: `${code}-bis` },
    })
    expect(await refusal(twin, 'code')).toBe(PRACTICE_CODE_TAKEN)
    // Saving the practice itself again is no clash with itself.
    await payload.update({
      collection: 'teams',
      id: practice.id,
      overrideAccess: true,
      data: { name: 'Étude de la casse (renommée)' },
    })

    const body = {
      firstName: 'Julie',
      lastName: 'Moreau',
      email: `casse-${process.pid}@test.fr`,
      phone: '06 12 34 56 78',
      city: 'Nantes',
      teamName: 'Mon salon',
      teamCode: code,
      acceptTerms: true,
      acceptPrivacy: true,
    }
    const response = await submitSignup(jsonRequest('/api/v1/signup-requests', body))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: Record<string, string> }).fields.teamCode).toBe(PRACTICE_CODE_TAKEN)

    // The database refuses it too, whatever writes it.
    await expect(
      payload.db.drizzle.execute(
        `insert into teams (name, code, uri, updated_at, created_at) values ('Brute', '${code}', '${code}-brute', now(), now())`,
      ),
    ).rejects.toThrow()
  })
})

describe('one password rule, whichever door sets it', () => {
  it('refuses a password under 8 characters set in /admin, for groomers, owners and admins', async () => {
    const { groomer } = await bookableGroomer(payload)
    expect(await refusal(adminSaves(groomer.id, { password: 'court' }), 'password')).toBe(PASSWORD_TOO_SHORT)
    const attendee = payload.create({
      collection: 'attendees',
      overrideAccess: true,
      data: { email: `court-${process.pid}@test.fr`, password: '1234567', firstName: 'A', lastName: 'B' },
    })
    expect(await refusal(attendee, 'password')).toBe(PASSWORD_TOO_SHORT)
    const admin = payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email: `admin-court-${process.pid}@test.fr`, password: 'abc' },
    })
    expect(await refusal(admin, 'password')).toBe(PASSWORD_TOO_SHORT)
    // Payload's own reset route (the admin's forgotten password) runs no validation hook: the rule holds there too.
    const adminEmail = `admin-reset-${process.pid}@test.fr`
    await payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email: adminEmail, password: 'un-mot-de-passe-solide' },
    })
    const token = await payload.forgotPassword({
      collection: 'admins',
      data: { email: adminEmail },
      disableEmail: true,
    })
    expect(
      await refusal(
        payload.resetPassword({ collection: 'admins', data: { token, password: 'abc' }, overrideAccess: true }),
        'password',
      ),
    ).toBe(PASSWORD_TOO_SHORT)
    // Eight characters are enough, as on every form of the site.
    await expect(adminSaves(groomer.id, { password: '12345678' })).resolves.toMatchObject({ id: groomer.id })
  })
})
