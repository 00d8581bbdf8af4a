import { z } from 'zod'

import { COUNTER_METHODS, VAT_REGIMES } from './totals'

const MAX_CENTS = 1_000_000

const cents = (what: string) =>
  z
    .number({ error: `${what} : un montant en centimes.` })
    .int(`${what} : un montant en centimes.`)
    .min(0, `${what} ne peut pas être négatif.`)
    .max(MAX_CENTS, `${what} : 10 000 € au plus.`)

const label = z
  .string({ error: 'Indiquez un libellé.' })
  .trim()
  .min(1, 'Indiquez un libellé.')
  .max(120, 'Le libellé est trop long (120 caractères au plus).')

const method = z.enum(COUNTER_METHODS, {
  error: 'Choisissez le moyen de paiement : espèces, carte, chèque, virement ou acompte déduit.',
})

/** `POST /api/v1/appointments/{reference}/checkout`: what the client pays at pick-up, in cents. */
export const checkoutBody = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        label,
        quantity: z
          .number({ error: 'Une quantité entière.' })
          .int('Une quantité entière.')
          .min(1, 'Une quantité d’au moins 1.')
          .max(20, '20 au plus.')
          .default(1),
        unitCents: cents('Le prix'),
        kind: z.enum(['service', 'extra']).default('service'),
      }),
      { error: 'Indiquez les prestations.' },
    )
    .min(1, 'Indiquez au moins une prestation.')
    .max(30, '30 lignes au plus.'),
  discounts: z
    .array(z.strictObject({ label, amountCents: cents('La remise') }))
    .max(10, '10 remises au plus.')
    .default([]),
  tipCents: cents('Le pourboire').default(0),
  payments: z
    .array(z.strictObject({ method, amountCents: cents('Le paiement') }), { error: 'Indiquez le paiement.' })
    .min(1, 'Indiquez au moins un paiement.')
    .max(5, '5 paiements au plus.'),
  cashGivenCents: cents('Le montant remis').nullable().default(null),
  /** E-mails the note to the client (when their e-mail is known). */
  sendByEmail: z.boolean().default(true),
})
export type CheckoutInput = z.infer<typeof checkoutBody>

/** `POST /api/v1/sales/{number}/refund`: a refund is a new note that points to the one it corrects. */
export const refundBody = z.strictObject({
  amountCents: cents('Le remboursement').refine((value) => value > 0, 'Le remboursement doit être positif.'),
  method,
  reason: z
    .string({ error: 'Indiquez le motif du remboursement.' })
    .trim()
    .min(3, 'Indiquez le motif du remboursement.')
    .max(200, 'Le motif est trop long (200 caractères au plus).'),
})
export type RefundInput = z.infer<typeof refundBody>

/** `PUT /api/v1/register/settings`: the groomer's VAT regime, printed on every note. */
export const checkoutSettingsBody = z.strictObject({
  vatRegime: z.enum(VAT_REGIMES, { error: 'Choisissez : franchise en base de TVA ou TVA à 20 %.' }),
})
