import { DateTime } from 'luxon'
import type { UIFieldServerProps } from 'payload'

import { subscriptionOfGroomer } from '@/server/billing/rows'
import type { TransactionDb } from '@/server/db/transactionDb'

const day = (date: Date | null) =>
  date ? DateTime.fromJSDate(date, { zone: 'Europe/Paris' }).setLocale('fr').toFormat('d LLLL yyyy') : '—'
const euros = (cents: number | null) =>
  cents === null ? '—' : (cents / 100).toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' })

/**
 * The groomer's subscription as Stripe holds it, on their admin page (tab « Abonnement »): its dates,
 * its price and the customer in Stripe's dashboard. Admins only (the tab's page is theirs).
 */
export async function SubscriptionFacts({ payload, id, req }: UIFieldServerProps) {
  if (!id || req.user?.collection !== 'admins') return null
  const row = await subscriptionOfGroomer(payload.db.drizzle as unknown as TransactionDb, Number(id))
  if (!row?.stripeCustomerId) return <p style={{ margin: '0 0 1rem' }}>Aucun abonnement Stripe pour ce toiletteur.</p>
  const facts: [string, string][] = [
    ['Statut chez Stripe', row.stripeStatus ?? '—'],
    ['Prix mensuel HT', euros(row.amountCents)],
    ['Fin de l’essai', day(row.trialEnd)],
    ['Fin de la période en cours', day(row.currentPeriodEnd)],
    ['Résiliation demandée', row.cancelAtPeriodEnd ? 'oui, effective à la fin de la période' : 'non'],
    ['Premier paiement refusé le', day(row.paymentFailedAt)],
    ['Premier mois payé le', day(row.firstPaidAt)],
  ]
  return (
    <section aria-label="Abonnement chez Stripe" style={{ margin: '0 0 1.5rem' }}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.35rem 1rem', margin: 0 }}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: 'var(--theme-elevation-600)' }}>{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <p style={{ margin: '0.75rem 0 0' }}>
        <a
          href={`https://dashboard.stripe.com/customers/${encodeURIComponent(row.stripeCustomerId)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Voir le client dans Stripe
        </a>
      </p>
    </section>
  )
}
