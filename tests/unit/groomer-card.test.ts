import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { GroomerCard } from '../../src/components/directory/GroomerCard'
import type { GroomerCard as Card } from '../../src/server/directory/listing'

const card: Card = {
  id: 7,
  uri: 'lea-martin-paris',
  name: 'Léa Martin',
  picture: null,
  practice: null,
  address: null,
  distanceMeters: null,
  specialities: [],
  onlineBooking: true,
  phone: null,
  motive: { id: 42, title: 'Toilettage complet', price: 55, durationMinutes: 60 } as Card['motive'],
  firstSlot: null,
  days: [],
  position: null,
  rating: null,
}

describe('a city card', () => {
  it('without a free slot soon, offers the waiting list for its groomer and motive', () => {
    const html = renderToStaticMarkup(createElement(GroomerCard, { card }))
    expect(html).toContain('Aucune disponibilité en ligne prochainement.')
    expect(html).toContain('href="/participant/liste-attente?toiletteur=7&amp;motif=42"')
    expect(html).toContain('Prévenez-moi si un créneau se libère')
  })

  it('taking no online booking, gives the phone instead, and no waiting list', () => {
    const html = renderToStaticMarkup(createElement(GroomerCard, { card: { ...card, onlineBooking: false } }))
    expect(html).toContain('Rendez-vous par téléphone')
    expect(html).not.toContain('liste-attente')
  })

  it('with free slots, shows one column per day, its slots as links to the profile, and says which days have none', () => {
    const slot = (start: string) => ({ start, end: start, startMs: Date.parse(start), endMs: Date.parse(start) })
    const days = [
      { date: '2026-11-28', slots: [slot('2026-11-28T09:00:00+01:00'), slot('2026-11-28T09:15:00+01:00')], more: true },
      { date: '2026-11-29', slots: [], more: false },
    ]
    const html = renderToStaticMarkup(createElement(GroomerCard, { card: { ...card, days } }))
    expect(html).toMatch(
      /role="group" aria-label="Disponibilités de Léa Martin" aria-describedby="[^"]+" class="\w+" style="--days:2"/,
    )
    expect(html.match(/data-slot-day=""/g)).toHaveLength(2)
    expect(html).toMatch(
      new RegExp(
        [
          '<p class="\\w+" aria-hidden="true"><strong>sam\\.</strong><span>28 nov\\.</span></p><ul class="\\w+">',
          '<li><a class="\\w+" data-slot="" href="/toiletteur/lea-martin-paris\\?motif=42&amp;creneau=2026-11-28T09%3A00%3A00%2B01%3A00">',
          '<span aria-hidden="true">09:00</span><span class="visually-hidden">samedi 28 novembre, 9 h</span></a></li>',
          '<li><a class="\\w+" data-slot="" href="/toiletteur/lea-martin-paris\\?motif=42&amp;creneau=2026-11-28T09%3A15%3A00%2B01%3A00">',
          '<span aria-hidden="true">09:15</span><span class="visually-hidden">samedi 28 novembre, 9 h 15</span></a></li></ul>',
        ].join(''),
      ),
    )
    expect(html).toMatch(
      /<strong>dim\.<\/strong><span>29 nov\.<\/span><\/p><p class="\w+"><span aria-hidden="true">—<\/span><span class="visually-hidden">dimanche 29 novembre : aucun créneau<\/span><\/p>/,
    )
    expect(html).toContain(
      'href="/toiletteur/lea-martin-paris?motif=42&amp;jour=2026-11-28">Voir plus de disponibilités',
    )
  })
})
