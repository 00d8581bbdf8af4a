// Shared by the server and the booking dialog: nothing server-only may be imported here.
import { priceLabel } from './motivePrice'

/**
 * A groomer's protection against no-shows (issue 33), for all their motives (`motive: null`) or
 * one. `imprint`: the owner's card is saved at booking, nothing charged; `deposit`: part of the
 * price is paid at booking. Amounts are cents.
 */
export type NoShowPolicy = {
  motive: number | null
  kind: 'none' | 'imprint' | 'deposit'
  /** A deposit as a share of the visit's price (10–100 %), or… */
  depositPercent: number | null
  /** …as a fixed amount. */
  depositCents: number | null
  /** Every client, or only new clients and those who missed a visit. */
  appliesTo: 'all' | 'new_or_absent'
  /** A cancellation at least this many hours before the visit is free (refunded). */
  freeCancellationHours: number
  /** Charged (imprint) or kept (deposit) for a no-show or a late cancellation, at most (set with a policy). */
  feeCents: number
}

/** What the marketplace knows of an owner when they book (never another groomer's visit details). */
export type OwnerRecord = {
  /** Visits with this groomer that took place (finished or cashed in). */
  visitsWithGroomer: number
  /** No-shows and late cancellations across the marketplace. */
  missedVisits: number
}

/** From this many missed visits an owner is asked a card imprint by any groomer with a policy. */
export const REPEAT_OFFENDER_MISSES = 2

export const NO_POLICY: NoShowPolicy = {
  motive: null,
  kind: 'none',
  depositPercent: null,
  depositCents: null,
  appliesTo: 'all',
  freeCancellationHours: 24,
  feeCents: 0,
}

/** The policy of a motive: its own, else the groomer's general one, else none. */
export function policyForMotive(policies: NoShowPolicy[], motive: number | null): NoShowPolicy {
  return (
    policies.find((policy) => motive !== null && policy.motive === motive) ??
    policies.find((policy) => policy.motive === null) ??
    NO_POLICY
  )
}

/** What a booking asks of this owner: nothing, the card saved, or a deposit of so many cents. */
export type Guarantee =
  | { kind: 'none' }
  | { kind: 'imprint'; feeCents: number; freeCancellationHours: number }
  | { kind: 'deposit'; amountCents: number; feeCents: number; freeCancellationHours: number }

/**
 * The guarantee a booking asks: the policy's, for every client or for new and absent ones; an owner
 * who missed REPEAT_OFFENDER_MISSES visits gives at least an imprint to a groomer with a policy. A
 * deposit needs a price (a share of « prix sur place » is unknown): without one, an imprint.
 */
export function guaranteeFor(policy: NoShowPolicy, owner: OwnerRecord, priceCents: number | null): Guarantee {
  if (policy.kind === 'none') return { kind: 'none' }
  const repeatOffender = owner.missedVisits >= REPEAT_OFFENDER_MISSES
  const concerned = policy.appliesTo === 'all' || owner.visitsWithGroomer === 0 || owner.missedVisits > 0
  if (!concerned && !repeatOffender) return { kind: 'none' }
  const terms = { freeCancellationHours: policy.freeCancellationHours }
  const amount = policy.kind === 'deposit' ? depositCents(policy, priceCents) : null
  if (amount === null) return { kind: 'imprint', feeCents: policy.feeCents, ...terms }
  return { kind: 'deposit', amountCents: amount, feeCents: Math.min(policy.feeCents, amount), ...terms }
}

/** The deposit in cents: the share of the price (rounded to the cent), or the fixed amount capped at the price. */
export function depositCents(policy: NoShowPolicy, priceCents: number | null): number | null {
  if (policy.depositPercent !== null) {
    if (priceCents === null || priceCents <= 0) return null
    return Math.round((priceCents * policy.depositPercent) / 100)
  }
  if (policy.depositCents === null) return null
  return priceCents !== null && priceCents > 0 ? Math.min(policy.depositCents, priceCents) : policy.depositCents
}

const cents = (amount: number) => priceLabel(amount / 100)!

/** « Annulation gratuite jusqu’à 24 h avant le rendez-vous ». */
function freeCancellation(hours: number): string {
  if (hours === 0) return 'Annulation gratuite jusqu’à l’heure du rendez-vous'
  const before = hours % 24 === 0 && hours > 24 ? `${hours / 24} jours` : `${hours} h`
  return `Annulation gratuite jusqu’à ${before} avant le rendez-vous`
}

/** The confirm step's sentence, in euros: what is asked now, what a late cancellation or a no-show costs. */
export function guaranteeDisclosure(guarantee: Guarantee): string | null {
  if (guarantee.kind === 'none') return null
  const free = freeCancellation(guarantee.freeCancellationHours)
  if (guarantee.kind === 'imprint')
    return (
      `Empreinte bancaire : votre carte est enregistrée par Stripe, rien n’est débité. ${free} ; ` +
      `ensuite, ou en cas d’absence, ${cents(guarantee.feeCents)} peuvent être facturés.`
    )
  const deposit =
    `Acompte de ${cents(guarantee.amountCents)} payé maintenant, déduit le jour du rendez-vous et remboursé si le ` +
    `toiletteur ne confirme pas.`
  return `${deposit} ${free} (remboursé) ; ensuite, ou en cas d’absence, ${cents(guarantee.feeCents)} sont conservés.`
}

/** A policy in one line, for the groomer's list: « Acompte de 30 %, frais 15 €, annulation gratuite jusqu’à 24 h avant ». */
export function policySummary(policy: NoShowPolicy): string {
  if (policy.kind === 'none') return 'Aucune garantie'
  const asked =
    policy.kind === 'imprint'
      ? 'Empreinte bancaire'
      : policy.depositPercent !== null
        ? `Acompte de ${policy.depositPercent} %`
        : `Acompte de ${cents(policy.depositCents ?? 0)}`
  const who = policy.appliesTo === 'all' ? '' : ' (nouveaux clients et absents)'
  const fee = policy.feeCents > 0 ? `, frais ${cents(policy.feeCents)}` : ''
  return `${asked}${who}${fee}, ${freeCancellation(policy.freeCancellationHours).toLowerCase()}`
}
