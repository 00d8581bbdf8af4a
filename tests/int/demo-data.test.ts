import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ATTENDEE } from '../../scripts/seed'
import { DEMO_FEATURES, seedDemoFeatures } from '../../scripts/seed/features'
import { appointmentPageData } from '../../src/server/attendees/appointmentPage'
import { GET as calendarFile } from '../../src/app/(site)/(public)/appointments/[refAppointment]/calendar.ics/route'
import { setFeatures } from './helpers/groomerSpace'
import { getSeededPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await getSeededPayload())
}, 150_000)

describe('the demo data someone tries first', () => {
  it('every demo appointment of the demo owner and of the reviewers opens its page and its calendar file', async () => {
    const { docs } = await payload.find({
      collection: 'appointments',
      overrideAccess: true,
      depth: 0,
      pagination: false,
      where: { or: [{ reference: { like: 'RDV-DEMO-' } }, { reference: { like: 'RDV-AVIS-' } }] },
    })
    expect(docs.length).toBeGreaterThanOrEqual(6)
    const mine = docs.filter((appointment) => appointment.attendeeEmails?.includes(DEMO_ATTENDEE.email))
    expect(mine.map((appointment) => appointment.reference).sort()).toEqual([
      'RDV-DEMO-0000-0001',
      'RDV-DEMO-0000-0002',
      'RDV-DEMO-0000-0003',
    ])
    for (const { reference } of docs) {
      expect(await appointmentPageData(reference), reference).not.toBeNull()
      const file = await calendarFile(new Request(`http://localhost/appointments/${reference}/calendar.ics`), {
        params: Promise.resolve({ refAppointment: reference }),
      })
      expect(file.status, reference).toBe(200)
    }
  })

  it('a new demo database has customer folders and sponsorship on; a later seed keeps an admin’s choice', async () => {
    const before = (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).features
    try {
      await setFeatures(payload, { customerFolder: false, sponsorshipActive: false })
      await seedDemoFeatures(payload, true)
      expect((await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).features).toMatchObject(
        DEMO_FEATURES,
      )
      await setFeatures(payload, { sponsorshipActive: false })
      await seedDemoFeatures(payload, false)
      expect((await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).features).toMatchObject({
        customerFolder: true,
        sponsorshipActive: false,
      })
    } finally {
      await setFeatures(payload, {
        customerFolder: Boolean(before?.customerFolder),
        sponsorshipActive: Boolean(before?.sponsorshipActive),
      })
    }
  })
})
