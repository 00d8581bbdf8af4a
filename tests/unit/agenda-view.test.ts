import { describe, expect, it } from 'vitest'

import { lexicalOf, paragraphsOf } from '../../src/server/agenda/practice'
import { instantIn } from '../../src/server/agenda/schemas'
import { agendaDays } from '../../src/server/agenda/view'

describe('agenda days', () => {
  it('a week runs Monday to Sunday in the groomer’s zone, across the DST change', () => {
    const days = agendaDays('semaine', '2026-10-25', 'Europe/Paris')
    expect(days.map((day) => day.toISODate())).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ])
    expect(days[6].plus({ days: 1 }).diff(days[6], 'hours').hours).toBe(25)
    expect(agendaDays('jour', '2026-03-29', 'Pacific/Apia').map((day) => day.toISO())).toEqual([
      '2026-03-29T00:00:00.000+13:00',
    ])
  })

  it('wall times are read in the agenda’s zone; an explicit offset wins', () => {
    expect(instantIn('2026-12-01T09:30', 'Europe/Paris')?.toISOString()).toBe('2026-12-01T08:30:00.000Z')
    expect(instantIn('2026-12-01T09:30', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-01T04:00:00.000Z')
    expect(instantIn('2026-12-01T09:30:00Z', 'Europe/Paris')?.toISOString()).toBe('2026-12-01T09:30:00.000Z')
  })
})

describe('practice presentation as plain paragraphs', () => {
  it('round-trips through valid Lexical JSON', () => {
    const doc = lexicalOf('Premier paragraphe.\r\n\r\n\r\nDeuxième,\nsur deux lignes.\n\n  ')
    expect(doc.root).toMatchObject({ type: 'root', version: 1 })
    expect(doc.root.children).toHaveLength(2)
    expect(doc.root.children[1]).toMatchObject({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Deuxième,' },
        { type: 'linebreak' },
        { type: 'text', text: 'sur deux lignes.' },
      ],
    })
    expect(paragraphsOf(doc)).toEqual(['Premier paragraphe.', 'Deuxième,\nsur deux lignes.'])
    expect(paragraphsOf(null)).toEqual([])
    expect(lexicalOf('').root.children).toEqual([])
  })
})
