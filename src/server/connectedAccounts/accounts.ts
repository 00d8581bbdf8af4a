import { sql } from '@payloadcms/db-postgres'

import type { ConnectedAccountSnapshot } from '@/integrations/payments'

import { billingDb } from '../billing/db'
import { requirePaymentProvider, withProvider } from '../billing/sync'
import { DomainError } from '../domainErrors'
import { siteUrl } from '../notifications/siteUrl'

/** Where Stripe's hosted onboarding sends the groomer back, and what renews an expired link. */
export const ONBOARDING_RETURN_PAGE = '/user/acomptes'
export const ONBOARDING_REFRESH_PATH = '/api/v1/payments/connect/onboarding'

export const NO_EMAIL = 'Votre compte n’a pas d’adresse e-mail : ajoutez-en une avant de connecter Stripe.'

/** A groomer's connected account as the site knows it (null: never connected). */
export type ConnectedAccount = {
  stripeAccountId: string
  chargesEnabled: boolean
  payoutsEnabled: boolean
  detailsSubmitted: boolean
}

/** What the groomer and the API see: whether their account is connected and may take payments. */
export const connectedAccountView = (account: ConnectedAccount | null) => ({
  connected: account !== null,
  chargesEnabled: account?.chargesEnabled ?? false,
  payoutsEnabled: account?.payoutsEnabled ?? false,
  detailsSubmitted: account?.detailsSubmitted ?? false,
})

export async function connectedAccountOf(groomerId: number): Promise<ConnectedAccount | null> {
  const { rows } = await (
    await billingDb()
  ).execute(sql`
    select "stripe_account_id" as "stripeAccountId", "charges_enabled" as "chargesEnabled",
      "payouts_enabled" as "payoutsEnabled", "details_submitted" as "detailsSubmitted"
    from "connected_accounts" where "groomer_id" = ${groomerId}::int`)
  return (rows[0] as ConnectedAccount | undefined) ?? null
}

/** Stripe's word on an account, written over the local row (the row follows Stripe, decision 0055). */
async function writeSnapshot(snapshot: ConnectedAccountSnapshot): Promise<ConnectedAccount | null> {
  const { rows } = await (
    await billingDb()
  ).execute(sql`
    update "connected_accounts" set "charges_enabled" = ${snapshot.chargesEnabled},
      "payouts_enabled" = ${snapshot.payoutsEnabled}, "details_submitted" = ${snapshot.detailsSubmitted}, "updated_at" = now()
    where "stripe_account_id" = ${snapshot.id}
    returning "stripe_account_id" as "stripeAccountId", "charges_enabled" as "chargesEnabled",
      "payouts_enabled" as "payoutsEnabled", "details_submitted" as "detailsSubmitted"`)
  return (rows[0] as ConnectedAccount | undefined) ?? null
}

/** Re-reads an account of ours from Stripe (an `account.updated` event, a groomer back from onboarding). */
export async function refreshConnectedAccount(stripeAccountId: string): Promise<ConnectedAccount | null> {
  const provider = requirePaymentProvider()
  // Another platform's account (an event of no groomer of ours) is not read: Stripe would refuse it.
  const { rows } = await (
    await billingDb()
  ).execute(sql`select 1 from "connected_accounts" where "stripe_account_id" = ${stripeAccountId}`)
  if (rows.length === 0) return null
  return writeSnapshot(await withProvider(() => provider.connectedAccount(stripeAccountId)))
}

/**
 * The groomer's connected account, created the first time (one per groomer, even when asked twice
 * at once: Stripe's idempotency key and the table's key), then Stripe's hosted onboarding: answers
 * its address.
 */
export async function startConnectOnboarding(groomer: { id: number; email?: string | null }): Promise<{ url: string }> {
  const provider = requirePaymentProvider()
  if (!groomer.email) throw new DomainError('conflict', NO_EMAIL)
  let account = await connectedAccountOf(groomer.id)
  if (!account) {
    const email = groomer.email
    const stripeAccountId = await withProvider(() => provider.createConnectedAccount(groomer.id, email))
    // Two clicks at once insert the same pair; a conflict on either unique key (groomer or
    // account) is no error. Naming only the groomer's key failed on the account's when both
    // inserts passed the check together.
    await (
      await billingDb()
    ).execute(sql`
      insert into "connected_accounts" ("groomer_id", "stripe_account_id") values (${groomer.id}::int, ${stripeAccountId})
      on conflict do nothing`)
    account = await connectedAccountOf(groomer.id)
  }
  const stripeAccountId = account!.stripeAccountId
  const url = await withProvider(() =>
    provider.connectOnboardingLink(stripeAccountId, {
      refreshUrl: `${siteUrl()}${ONBOARDING_REFRESH_PATH}`,
      returnUrl: `${siteUrl()}${ONBOARDING_RETURN_PAGE}`,
    }),
  )
  return { url }
}

/** The groomer's account as Stripe holds it now (read again while it cannot take payments yet). */
export async function currentConnectedAccount(groomerId: number): Promise<ConnectedAccount | null> {
  const account = await connectedAccountOf(groomerId)
  if (!account || account.chargesEnabled) return account
  return (await refreshConnectedAccount(account.stripeAccountId)) ?? account
}
