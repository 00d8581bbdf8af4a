import { z } from 'zod'

import { petSchema } from '../booking/schemas'

/** How far a subscription reaches: its first and last day at most this many days apart. */
export const MAX_RANGE_DAYS = 30

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} est obligatoire.` })
    .int()
    .positive(`${label} est invalide.`)
const day = (message: string) => z.iso.date({ error: message })

/** `POST /api/v1/waitlist`: the groomer, the motive and the local days the owner can come. */
export const subscribeBody = z
  .object({
    groomer: id('Le toiletteur'),
    motive: id('Le motif'),
    firstDay: day('Indiquez le premier jour (AAAA-MM-JJ).'),
    lastDay: day('Indiquez le dernier jour (AAAA-MM-JJ).'),
  })
  .refine((body) => body.lastDay >= body.firstDay, {
    message: 'Le dernier jour doit suivre le premier.',
    path: ['lastDay'],
  })
  .refine((body) => (Date.parse(body.lastDay) - Date.parse(body.firstDay)) / 86_400_000 < MAX_RANGE_DAYS, {
    message: `Choisissez ${MAX_RANGE_DAYS} jours au plus.`,
    path: ['lastDay'],
  })
export type SubscribeInput = z.infer<typeof subscribeBody>

/** `POST /api/v1/waitlist/holds/{token}`: the pet, as for a booking, and an optional note. */
export const claimBody = z.object({
  pet: petSchema,
  note: z.string().trim().max(1000, 'La note est trop longue (1000 caractères au plus).').optional().default(''),
})
export type ClaimInput = z.infer<typeof claimBody>
