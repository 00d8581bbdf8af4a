import { describe, expect, it } from 'vitest'

import { clockOf, durationLabel, snap, wallTime } from '../../src/components/groomerSpace/agenda/gridTime'
import { gridColumns, gridHours } from '../../src/server/agenda/grid'
import type { Agenda, AgendaAppointment } from '../../src/server/agenda/view'

const appointment = (
  start: string,
  end: string,
  status: AgendaAppointment['status'] = 'confirmed',
): AgendaAppointment => ({
  kind: 'appointment',
  id: Math.round(Math.random() * 1e6),
  start,
  end,
  status,
  title: 'Toilettage',
  customer: 'Mme Durand',
  phone: null,
  email: null,
  history: null,
  visitStatus: null,
  pet: null,
  source: 'online',
  reference: 'RDV-TEST',
  note: null,
  price: null,
  lines: [],
})

const agendaOf = (date: string, items: AgendaAppointment[], open: { start: string; end: string }[] = []): Agenda => ({
  zone: 'Europe/Paris',
  mode: 'jour',
  date,
  days: [{ date, closed: null, open, items }],
})

describe('the hour grid', () => {
  it('places items in wall-clock minutes of their day, also on a daylight-saving day', () => {
    // 29 March 2026: Paris jumps from 02:00 to 03:00; 10:00 is still minute 600 of the grid.
    const [column] = gridColumns(
      agendaOf(
        '2026-03-29',
        [appointment('2026-03-29T08:00:00.000Z', '2026-03-29T09:30:00.000Z')],
        [{ start: '2026-03-29T07:00:00.000Z', end: '2026-03-29T16:00:00.000Z' }],
      ),
      { id: 1, own: true },
      new Date('2026-03-29T12:00:00Z'),
    )
    expect(column.items[0]).toMatchObject({ fromMinute: 600, toMinute: 690 })
    expect(column.open).toEqual([[540, 1080]])
    expect(column).toMatchObject({ today: true, past: false, label: 'dim. 29' })
  })

  it('keeps what holds time (pending, confirmed, blocks) and clips an item that crosses midnight', () => {
    const [column] = gridColumns(
      agendaOf('2026-12-01', [
        appointment('2026-12-01T21:30:00.000Z', '2026-12-01T23:30:00.000Z'),
        appointment('2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z', 'cancelled'),
      ]),
      { id: 1, own: false, name: 'Léo' },
      new Date('2026-12-03T12:00:00Z'),
    )
    expect(column.items).toHaveLength(1)
    expect(column.items[0]).toMatchObject({ fromMinute: 22 * 60 + 30, toMinute: 24 * 60 })
    expect(column).toMatchObject({ label: 'Léo', past: true, today: false, own: false })
    expect(gridHours([column])).toEqual({ first: 7, last: 24 })
  })

  it('shows 07:00–21:00 unless something falls outside', () => {
    const [column] = gridColumns(
      agendaOf('2026-12-01', [appointment('2026-12-01T06:15:00.000Z', '2026-12-01T07:00:00.000Z')]),
      { id: 1, own: true },
      new Date('2026-12-01T12:00:00Z'),
    )
    expect(gridHours([column])).toEqual({ first: 7, last: 21 })
    const [early] = gridColumns(
      agendaOf('2026-12-01', [appointment('2026-12-01T05:15:00.000Z', '2026-12-01T06:00:00.000Z')]),
      { id: 1, own: true },
      new Date('2026-12-01T12:00:00Z'),
    )
    expect(gridHours([early])).toEqual({ first: 6, last: 21 })
  })

  it('snaps to quarter hours and writes the wall time the agenda API reads', () => {
    expect([snap(7), snap(8), snap(-22), snap(52)]).toEqual([0, 15, -15, 45])
    expect(wallTime('2026-12-01', 9 * 60 + 45)).toBe('2026-12-01T09:45')
    expect([clockOf(0), clockOf(1440), durationLabel(45), durationLabel(90), durationLabel(120)]).toEqual([
      '00:00',
      '24:00',
      '45 min',
      '1 h 30',
      '2 h',
    ])
  })
})
