import { describe, expect, it } from 'vitest'

import {
  depositCents,
  guaranteeDisclosure,
  guaranteeFor,
  NO_POLICY,
  type NoShowPolicy,
  policyForMotive,
} from '../../src/lib/noShowPolicy'

const policy = (overrides: Partial<NoShowPolicy>): NoShowPolicy => ({
  ...NO_POLICY,
  kind: 'deposit',
  depositPercent: 30,
  feeCents: 1500,
  ...overrides,
})
/** Intl writes « 13,50 € » with a narrow no-break space. */
const plain = (text: string | null) => text?.replace(/[\u202f\u00a0]/g, ' ') ?? null
const NEW_CLIENT = { visitsWithGroomer: 0, missedVisits: 0 }
const REGULAR = { visitsWithGroomer: 4, missedVisits: 0 }

describe('no-show policy rules', () => {
  it('a motive’s own policy wins over the general one; none without either', () => {
    const general = policy({ motive: null, depositPercent: 20 })
    const bath = policy({ motive: 7, kind: 'imprint', depositPercent: null })
    expect(policyForMotive([general, bath], 7)).toBe(bath)
    expect(policyForMotive([general, bath], 8)).toBe(general)
    expect(policyForMotive([bath], 8)).toBe(NO_POLICY)
  })

  it('a deposit is a share of the price rounded to the cent, or a fixed amount never above the price', () => {
    expect(depositCents(policy({ depositPercent: 30 }), 4550)).toBe(1365)
    expect(depositCents(policy({ depositPercent: 33 }), 1001)).toBe(330)
    expect(depositCents(policy({ depositPercent: 30 }), null)).toBeNull()
    expect(depositCents(policy({ depositPercent: null, depositCents: 2000 }), 1500)).toBe(1500)
    expect(depositCents(policy({ depositPercent: null, depositCents: 2000 }), null)).toBe(2000)
  })

  it('asks new and absent clients only when the groomer says so; two no-shows anywhere always give an imprint', () => {
    const newOnly = policy({ appliesTo: 'new_or_absent' })
    expect(guaranteeFor(newOnly, NEW_CLIENT, 5000)).toMatchObject({ kind: 'deposit', amountCents: 1500 })
    expect(guaranteeFor(newOnly, REGULAR, 5000)).toEqual({ kind: 'none' })
    expect(guaranteeFor(newOnly, { visitsWithGroomer: 4, missedVisits: 1 }, 5000).kind).toBe('deposit')
    expect(guaranteeFor(NO_POLICY, { visitsWithGroomer: 0, missedVisits: 5 }, 5000)).toEqual({ kind: 'none' })
    const imprintForNew = policy({ kind: 'imprint', depositPercent: null, appliesTo: 'new_or_absent' })
    expect(guaranteeFor(imprintForNew, { visitsWithGroomer: 9, missedVisits: 2 }, 5000).kind).toBe('imprint')
  })

  it('a deposit on « prix sur place » becomes an imprint; the fee kept is never above the deposit', () => {
    expect(guaranteeFor(policy({}), NEW_CLIENT, null)).toEqual({
      kind: 'imprint',
      feeCents: 1500,
      freeCancellationHours: 24,
    })
    expect(guaranteeFor(policy({ feeCents: 5000 }), NEW_CLIENT, 4000)).toMatchObject({
      amountCents: 1200,
      feeCents: 1200,
    })
  })

  it('says in euros what is asked now and what a late cancellation or a no-show costs', () => {
    expect(guaranteeDisclosure({ kind: 'none' })).toBeNull()
    expect(
      plain(guaranteeDisclosure({ kind: 'deposit', amountCents: 1350, feeCents: 1350, freeCancellationHours: 24 })),
    ).toBe(
      'Acompte de 13,50 € payé maintenant, déduit le jour du rendez-vous et remboursé si le toiletteur ne confirme pas. ' +
        'Annulation gratuite jusqu’à 24 h avant le rendez-vous (remboursé) ; ensuite, ou en cas d’absence, 13,50 € sont conservés.',
    )
    expect(plain(guaranteeDisclosure({ kind: 'imprint', feeCents: 2000, freeCancellationHours: 48 }))).toBe(
      'Empreinte bancaire : votre carte est enregistrée par Stripe, rien n’est débité. ' +
        'Annulation gratuite jusqu’à 2 jours avant le rendez-vous ; ensuite, ou en cas d’absence, 20 € peuvent être facturés.',
    )
  })
})
