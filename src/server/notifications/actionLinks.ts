import { createHmac, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

import { env } from '../env'

/** The two answers a groomer can give from their e-mail, as they appear in the link. */
export const LINK_ACTIONS = ['valider', 'refuser'] as const
export type LinkAction = (typeof LINK_ACTIONS)[number]

/** How long a link in the "new booking" e-mail stays usable. */
export const LINK_LIFETIME_SECONDS = 7 * 24 * 3600

/** The link's query: reference, action, expiry (Unix seconds) and signature (hex). */
export const actionLinkQuery = z.object({
  ref: z.string().min(1, 'Référence manquante.').max(64),
  action: z.enum(LINK_ACTIONS, { error: 'Action inconnue.' }),
  exp: z.coerce.number({ error: 'Date d’expiration invalide.' }).int().positive(),
  sig: z.string().regex(/^[0-9a-f]{64}$/, 'Signature invalide.'),
})
export type ActionLink = z.infer<typeof actionLinkQuery>

const sign = (ref: string, action: LinkAction, exp: number, groomerId: number) =>
  createHmac('sha256', env().PAYLOAD_SECRET).update(`${ref}|${action}|${exp}|${groomerId}`).digest('hex')

/** The query string of a signed link for the groomer of the appointment `ref`. */
export function signActionLink(ref: string, action: LinkAction, groomerId: number, now = new Date()): string {
  const exp = Math.floor(now.getTime() / 1000) + LINK_LIFETIME_SECONDS
  return new URLSearchParams({ ref, action, exp: String(exp), sig: sign(ref, action, exp, groomerId) }).toString()
}

export type LinkCheck = 'valid' | 'expired' | 'forged'

/** Whether the link was signed by us for this groomer and is still within its lifetime. */
export function checkActionLink(link: ActionLink, groomerId: number, now = new Date()): LinkCheck {
  const expected = Buffer.from(sign(link.ref, link.action, link.exp, groomerId), 'hex')
  const given = Buffer.from(link.sig, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged'
  return link.exp * 1000 > now.getTime() ? 'valid' : 'expired'
}
