import { describe, expect, it } from 'vitest'

import { appointmentRules, DEFAULT_NOTICE_HOURS, noticeWindowMessage } from '../../src/server/booking/rules'

const now = new Date('2026-12-01T09:00:00Z')
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString()
const groomer = (cancellationNoticeHours: number | null, phone: string | null = '01 23 45 67 89') => ({
  cancellationNoticeHours,
  phone,
})

describe('the cancellation and postponement notice window', () => {
  it('defaults to 24 h when the groomer set none', () => {
    expect(DEFAULT_NOTICE_HOURS).toBe(24)
    expect(appointmentRules({ start: hours(23.99), status: 'confirmed' }, groomer(null), now)).toMatchObject({
      insideNoticeWindow: true,
      canCancel: false,
      canPostpone: false,
      noticeHours: 24,
    })
    expect(appointmentRules({ start: hours(24), status: 'confirmed' }, groomer(null), now)).toMatchObject({
      insideNoticeWindow: false,
      canCancel: true,
      canPostpone: true,
    })
  })

  it('holds at its edge: a minute inside is refused, exactly the window away is allowed', () => {
    const rules = (start: string) => appointmentRules({ start, status: 'confirmed' }, groomer(48), now)
    expect(rules(hours(48 - 1 / 60))).toMatchObject({ insideNoticeWindow: true, canCancel: false })
    expect(rules(hours(48))).toMatchObject({ insideNoticeWindow: false, canCancel: true })
  })

  it('a request still waiting for validation is never trapped: withdrawn or moved until it starts', () => {
    expect(appointmentRules({ start: hours(2), status: 'pending' }, groomer(24), now)).toMatchObject({
      insideNoticeWindow: false,
      canCancel: true,
      canPostpone: true,
    })
    expect(appointmentRules({ start: hours(-0.1), status: 'pending' }, groomer(24), now)).toMatchObject({
      canCancel: false,
    })
  })

  it('a window of 0 h allows changes until the start; past or inactive appointments never change', () => {
    expect(appointmentRules({ start: hours(0.01), status: 'confirmed' }, groomer(0), now)).toMatchObject({
      canCancel: true,
      insideNoticeWindow: false,
    })
    expect(appointmentRules({ start: hours(-1), status: 'confirmed' }, groomer(0), now)).toMatchObject({
      canCancel: false,
      insideNoticeWindow: false,
    })
    for (const status of ['cancelled', 'refused', 'expired'] as const)
      expect(appointmentRules({ start: hours(72), status }, groomer(24), now).canCancel).toBe(false)
  })

  it('tells the attendee to call, with the groomer’s number when there is one', () => {
    expect(noticeWindowMessage(appointmentRules({ start: hours(2), status: 'confirmed' }, groomer(24), now))).toBe(
      'Moins de 24 h avant le rendez-vous, il n’est plus possible d’annuler ou de reporter en ligne : appelez votre toiletteur au 01 23 45 67 89.',
    )
    expect(
      noticeWindowMessage(appointmentRules({ start: hours(2), status: 'confirmed' }, groomer(24, null), now)),
    ).toMatch(/: appelez votre toiletteur\.$/)
  })
})
