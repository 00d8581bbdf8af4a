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
  team: null,
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
})
