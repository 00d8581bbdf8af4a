/**
 * A checkout's figures, in integer cents (issue 32 item 3). Prices are typed TTC, as the groomer
 * shows them; under VAT the HT and the VAT are taken from the total (one rounding, at the end),
 * under the franchise (art. 293 B du CGI) HT equals TTC. A tip is outside VAT and outside the total
 * of services. What the client pays (payments, split by method) equals services plus tip; cash may
 * be handed over in excess, and the change is given back.
 */
export const PAYMENT_METHODS = ['cash', 'card', 'cheque', 'transfer', 'deposit', 'online'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/** What the groomer takes at the counter; `online` is money paid on Stripe (deposits and fees, issue 33). */
export const COUNTER_METHODS = ['cash', 'card', 'cheque', 'transfer', 'deposit'] as const

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Espèces',
  card: 'Carte',
  cheque: 'Chèque',
  transfer: 'Virement',
  deposit: 'Acompte déduit',
  online: 'Carte en ligne',
}

/** The methods as a form lists them, card first (the most common at a salon's counter). */
export const METHOD_OPTIONS = (['card', 'cash', 'cheque', 'transfer', 'deposit'] as const).map((value) => ({
  value,
  label: METHOD_LABELS[value],
}))

/** A note's title by its kind: a checkout, a refund, a deposit paid online, a no-show fee (issue 33). */
export const NOTE_TITLES = {
  sale: 'Note',
  refund: 'Note de remboursement',
  deposit: 'Note d’acompte',
  fee: 'Note de frais d’absence',
} as const

export const VAT_REGIMES = ['franchise', 'vat20'] as const
export type VatRegime = (typeof VAT_REGIMES)[number]
export const FRANCHISE_MENTION = 'TVA non applicable, art. 293 B du CGI'
/** The standard rate of grooming services, in basis points. */
export const STANDARD_VAT_BP = 2000

export type SaleLine = { label: string; quantity: number; unitCents: number; kind: 'service' | 'extra' }
export type Discount = { label: string; amountCents: number }
export type Payment = { method: PaymentMethod; amountCents: number }

export type SaleTotals = {
  /** Services and extras, before discounts (TTC). */
  subtotalCents: number
  discountCents: number
  /** What the services cost the client (TTC), discounts taken off. */
  totalCents: number
  htCents: number
  vatCents: number
  vatRateBp: number
  tipCents: number
  /** Services plus tip: what the payments add up to. */
  dueCents: number
  changeCents: number
}

export const lineTotal = (line: Pick<SaleLine, 'quantity' | 'unitCents'>) => line.quantity * line.unitCents

/** HT and VAT of a TTC amount at `rateBp` (20 % = 2000), the VAT rounded to the cent. */
export function splitVat(ttcCents: number, rateBp: number): { htCents: number; vatCents: number } {
  if (rateBp === 0) return { htCents: ttcCents, vatCents: 0 }
  const htCents = Math.round((ttcCents * 10_000) / (10_000 + rateBp))
  return { htCents, vatCents: ttcCents - htCents }
}

export type TotalsProblem = { field: string; message: string }

export const TOTALS_ERRORS = {
  discountTooHigh: 'Les remises dépassent le montant des prestations.',
  paymentsMismatch: (due: string, paid: string) =>
    `Les paiements (${paid}) doivent faire exactement le total à régler (${due}).`,
  cashShort: 'Le montant remis en espèces est inférieur à la part payée en espèces.',
  cashGivenWithoutCash: 'Indiquez un paiement en espèces pour rendre la monnaie.',
} as const

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/[\u202f\u00a0]/g, ' ')

/** The totals of a checkout, or the first thing that does not add up (with the field it concerns). */
export function saleTotals(input: {
  lines: SaleLine[]
  discounts: Discount[]
  tipCents: number
  payments: Payment[]
  cashGivenCents: number | null
  vatRegime: VatRegime
}): { totals: SaleTotals } | { problem: TotalsProblem } {
  const subtotalCents = input.lines.reduce((sum, line) => sum + lineTotal(line), 0)
  const discountCents = input.discounts.reduce((sum, discount) => sum + discount.amountCents, 0)
  if (discountCents > subtotalCents) return { problem: { field: 'discounts', message: TOTALS_ERRORS.discountTooHigh } }
  const totalCents = subtotalCents - discountCents
  const vatRateBp = input.vatRegime === 'vat20' ? STANDARD_VAT_BP : 0
  const dueCents = totalCents + input.tipCents
  const paidCents = input.payments.reduce((sum, payment) => sum + payment.amountCents, 0)
  if (paidCents !== dueCents)
    return {
      problem: { field: 'payments', message: TOTALS_ERRORS.paymentsMismatch(euros(dueCents), euros(paidCents)) },
    }
  const cashCents = input.payments.filter((p) => p.method === 'cash').reduce((sum, p) => sum + p.amountCents, 0)
  let changeCents = 0
  if (input.cashGivenCents !== null) {
    if (cashCents === 0) return { problem: { field: 'cashGiven', message: TOTALS_ERRORS.cashGivenWithoutCash } }
    if (input.cashGivenCents < cashCents) return { problem: { field: 'cashGiven', message: TOTALS_ERRORS.cashShort } }
    changeCents = input.cashGivenCents - cashCents
  }
  return {
    totals: {
      subtotalCents,
      discountCents,
      totalCents,
      ...splitVat(totalCents, vatRateBp),
      vatRateBp,
      tipCents: input.tipCents,
      dueCents,
      changeCents,
    },
  }
}
