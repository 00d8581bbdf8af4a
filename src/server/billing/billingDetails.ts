import { z } from 'zod'

import { getPaymentProvider, type BillingDetails } from '@/integrations/payments'
import type { SiteSetting, User } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { log } from '../observability/log'
import { getSiteSettings } from '../site/settings'
import { inPersonTransaction } from '../transaction'
import { normalizeSiret, normalizeVatNumber } from './companyNumbers'
import { billingDb } from './db'
import { subscriptionOfGroomer } from './rows'

type Groomer = AuthenticatedPerson & User

export const INVALID_SIRET = 'Le SIRET compte 14 chiffres (celui de votre avis de situation INSEE).'
export const INVALID_VAT = 'Ce numéro de TVA intracommunautaire n’est pas valide (ex. FR44 732829320).'

/** `PUT /api/v1/subscription/billing-details`: who the invoices are made out to. */
export const billingDetailsBody = z.strictObject({
  companyName: z
    .string({ error: 'Indiquez la raison sociale ou votre nom.' })
    .trim()
    .min(2, 'Indiquez la raison sociale ou votre nom.')
    .max(120, 'La raison sociale ne doit pas dépasser 120 caractères.'),
  siret: z
    .string({ error: INVALID_SIRET })
    .transform(
      (value, context) =>
        normalizeSiret(value) ?? (context.addIssue({ code: 'custom', message: INVALID_SIRET }), z.NEVER),
    ),
  vatNumber: z
    .string({ error: INVALID_VAT })
    .trim()
    .max(20, INVALID_VAT)
    .transform((value, context) =>
      value === ''
        ? null
        : (normalizeVatNumber(value) ?? (context.addIssue({ code: 'custom', message: INVALID_VAT }), z.NEVER)),
    ),
})
export type BillingDetailsInput = z.infer<typeof billingDetailsBody>

/** The operator's legal mentions, printed at the foot of every invoice (French rules for invoices between professionals). */
export function invoiceFooter(settings: Pick<SiteSetting, 'invoicing'>): string {
  const seller = settings.invoicing ?? {}
  return [
    [seller.companyName, seller.address?.replace(/\s*\n\s*/g, ', ')].filter(Boolean).join(' – '),
    [seller.siren ? `SIREN ${seller.siren}` : null, seller.vatNumber ? `TVA ${seller.vatNumber}` : null]
      .filter(Boolean)
      .join(' – '),
    seller.recoveryFeeMention,
  ]
    .filter(Boolean)
    .join('\n')
}

/** What Stripe prints on the groomer's invoices: their company (or name), numbers, address and e-mail. */
export function billingDetailsOf(groomer: User, settings: Pick<SiteSetting, 'invoicing'>): BillingDetails {
  const name =
    groomer.billingCompanyName || groomer.displayName || [groomer.firstName, groomer.lastName].filter(Boolean).join(' ')
  const street = groomer.address ?? ''
  const postcode = groomer.postcode ?? ''
  const cityName = groomer.city && typeof groomer.city === 'object' ? groomer.city.name : ''
  return {
    email: groomer.email,
    name: name || groomer.email,
    ...(street && postcode && cityName
      ? { address: { line1: street, postalCode: postcode, city: cityName, country: groomer.country ?? 'FR' } }
      : {}),
    ...(groomer.billingSiret ? { siret: groomer.billingSiret } : {}),
    ...(groomer.billingVatNumber ? { vatNumber: groomer.billingVatNumber } : {}),
    footer: invoiceFooter(settings),
  }
}

/**
 * The groomer's billing details: saved on their record, and on their Stripe customer when they have
 * one (the next invoices carry them). A Stripe refusal leaves them saved here; the next checkout or
 * save sends them again.
 */
export async function saveBillingDetails(groomer: Groomer, input: BillingDetailsInput): Promise<BillingDetailsInput> {
  const saved = await inPersonTransaction(groomer, (req) =>
    req.payload.update({
      collection: 'users',
      id: groomer.id,
      data: { billingCompanyName: input.companyName, billingSiret: input.siret, billingVatNumber: input.vatNumber },
      depth: 1,
      user: groomer,
      overrideAccess: false,
      req,
    }),
  )
  const provider = getPaymentProvider()
  const row = await subscriptionOfGroomer(await billingDb(), groomer.id)
  if (provider && row?.stripeCustomerId) {
    await provider
      .updateCustomer(row.stripeCustomerId, billingDetailsOf(saved, await getSiteSettings()))
      .catch((error: unknown) => {
        log('warn', 'billing details not sent to Stripe', { groomerId: groomer.id, error })
        throw new DomainError(
          'unavailable',
          'Vos coordonnées sont enregistrées, mais notre prestataire de paiement ne répond pas : enregistrez-les de nouveau dans un instant.',
        )
      })
  }
  return input
}
