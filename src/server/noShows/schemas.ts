import { z } from 'zod'

const whole = (message: string) => z.number({ error: message }).int(message)

const MOST_CENTS = 50_000
const amount = (what: string) =>
  whole(`${what} : un montant en centimes.`)
    .min(100, `${what} : 1 € au moins.`)
    .max(MOST_CENTS, `${what} : 500 € au plus.`)

/** One policy: for all motives (`motive: null`) or one of the groomer's motives. */
const policy = z
  .strictObject({
    motive: whole('Choisissez une de vos prestations, ou toutes.')
      .positive('Choisissez une de vos prestations, ou toutes.')
      // A row id: beyond PostgreSQL's integer it is no motive (and must not reach the query).
      .max(2_147_483_647, 'Choisissez une de vos prestations, ou toutes.')
      .nullable()
      .default(null),
    kind: z.enum(['none', 'imprint', 'deposit'], {
      error: 'Choisissez : aucune garantie, une empreinte bancaire ou un acompte.',
    }),
    depositPercent: whole('Un pourcentage entier.')
      .min(10, 'Un acompte de 10 % au moins.')
      .max(100, '100 % au plus.')
      .nullable()
      .default(null),
    depositCents: amount('L’acompte').nullable().default(null),
    appliesTo: z
      .enum(['all', 'new_or_absent'], { error: 'Choisissez : tous les clients, ou les nouveaux et les absents.' })
      .default('all'),
    freeCancellationHours: whole('Un nombre d’heures entier.')
      .min(0, 'Un délai positif.')
      .max(168, 'Une semaine au plus (168 h).')
      .default(24),
    feeCents: whole('Un montant en centimes.').min(0).max(MOST_CENTS, 'Des frais de 500 € au plus.').default(0),
  })
  .superRefine((value, context) => {
    if (value.kind === 'deposit' && (value.depositPercent === null) === (value.depositCents === null))
      context.addIssue({
        code: 'custom',
        path: ['depositPercent'],
        message: 'Indiquez l’acompte : un pourcentage du prix ou un montant fixe (l’un ou l’autre).',
      })
    if (value.kind !== 'none' && value.feeCents < 100)
      context.addIssue({
        code: 'custom',
        path: ['feeCents'],
        message: 'Indiquez ce que coûte une absence ou une annulation tardive (1 € au moins).',
      })
  })

/** `PUT /api/v1/no-show-policy`: every policy of the groomer (the list replaces the former one). */
export const noShowPoliciesBody = z.strictObject({
  policies: z
    .array(policy, { error: 'Une liste de garanties.' })
    .max(51, 'Une garantie générale et 50 prestations au plus.')
    .superRefine((policies, context) => {
      const seen = new Set<number | null>()
      policies.forEach((entry, index) => {
        if (seen.has(entry.motive))
          context.addIssue({
            code: 'custom',
            path: [index, 'motive'],
            message:
              entry.motive === null
                ? 'Une seule garantie pour toutes les prestations.'
                : 'Une seule garantie par prestation.',
          })
        seen.add(entry.motive)
      })
    }),
})
export type NoShowPoliciesInput = z.infer<typeof noShowPoliciesBody>
