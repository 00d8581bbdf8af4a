import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createAppointment, createGroomer } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the database refuses overlapping active appointments of one groomer', () => {
  it('refuses a second pending or confirmed appointment on the same time', async () => {
    const groomer = await createGroomer(payload)
    await createAppointment(payload, {
      groomer: groomer.id,
      start: '2027-04-06T08:00:00Z',
      end: '2027-04-06T09:00:00Z',
      status: 'confirmed',
    })
    await expect(
      createAppointment(payload, {
        groomer: groomer.id,
        start: '2027-04-06T08:30:00Z',
        end: '2027-04-06T09:30:00Z',
        status: 'pending',
      }),
    ).rejects.toThrow()
    const { totalDocs } = await payload.count({
      collection: 'appointments',
      overrideAccess: true,
      where: { groomer: { equals: groomer.id } },
    })
    expect(totalDocs).toBe(1)
  })

  it('allows back-to-back appointments, other groomers, and cancelled ones on the same time', async () => {
    const groomer = await createGroomer(payload)
    const other = await createGroomer(payload)
    await createAppointment(payload, {
      groomer: groomer.id,
      start: '2027-04-07T08:00:00Z',
      end: '2027-04-07T09:00:00Z',
      status: 'confirmed',
    })
    await createAppointment(payload, {
      groomer: groomer.id,
      start: '2027-04-07T09:00:00Z',
      end: '2027-04-07T10:00:00Z',
      status: 'pending',
    })
    await createAppointment(payload, {
      groomer: other.id,
      start: '2027-04-07T08:00:00Z',
      end: '2027-04-07T09:00:00Z',
      status: 'confirmed',
    })
    await createAppointment(payload, {
      groomer: groomer.id,
      start: '2027-04-07T08:00:00Z',
      end: '2027-04-07T09:00:00Z',
      status: 'cancelled',
    })
  })

  it('holds under concurrent bookings: exactly one of ten simultaneous requests wins', async () => {
    const groomer = await createGroomer(payload)
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        createAppointment(payload, {
          groomer: groomer.id,
          start: '2027-04-08T08:00:00Z',
          end: '2027-04-08T09:00:00Z',
          status: 'pending',
        }),
      ),
    )
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1)
  })
})
