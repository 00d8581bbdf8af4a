import type { Metadata } from 'next'
import { DateTime } from 'luxon'

import { BillingDetailsForm } from '@/components/groomerSpace/subscription/BillingDetailsForm'
import { StripeButton } from '@/components/groomerSpace/subscription/StripeButton'
import styles from '@/components/groomerSpace/subscription/subscription.module.css'
import { subscriptionView } from '@/server/billing/account'
import { requirePerson } from '@/server/http/requirePerson'
import { pageTitle } from '@/server/seo/title'
import type { User } from '@/payload-types'

export const metadata: Metadata = { title: pageTitle('Mon abonnement') }

const euros = (cents: number) =>
  (cents / 100).toLocaleString('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 })

type Props = { searchParams: Promise<{ retour?: string }> }

/** « Mon abonnement »: the offer, where the groomer's subscription stands, their invoices, Stripe's pages. */
export default async function SubscriptionPage({ searchParams }: Props) {
  const groomer = await requirePerson('groomer')
  const { retour } = await searchParams
  const view = await subscriptionView(groomer.id, { returningFromCheckout: retour === 'paiement' })
  const own = groomer as typeof groomer &
    Partial<Pick<User, 'billingCompanyName' | 'billingSiret' | 'billingVatNumber'>>
  const timezone = 'timezone' in groomer && typeof groomer.timezone === 'string' ? groomer.timezone : 'Europe/Paris'
  const day = (date: Date) => DateTime.fromJSDate(date, { zone: timezone }).setLocale('fr').toFormat('d LLLL yyyy')

  return (
    <div className="stack">
      <h1>Mon abonnement</h1>
      {view.state === 'impaye' ? (
        <p className={`card ${styles.alert}`} role="alert">
          Votre dernier paiement n’a pas abouti.{' '}
          {view.graceEndsAt
            ? `Mettez à jour votre moyen de paiement avant le ${day(view.graceEndsAt)} : passé cette date, la réservation en ligne de votre page sera suspendue (vos clients verront votre téléphone).`
            : 'Mettez à jour votre moyen de paiement.'}
        </p>
      ) : null}
      <section className="card stack" aria-labelledby="offer-title">
        <h2 id="offer-title" style={{ margin: 0 }}>
          L’offre toiletteur
        </h2>
        <p style={{ margin: 0 }}>
          <strong>{euros(view.priceExclTaxCents)} HT par mois</strong>, soit {euros(view.priceInclTaxCents)} TTC (TVA 20
          %), sans engagement : résiliable à tout moment, effectif à la fin du mois en cours.
        </p>
        {view.trialDays > 0 && view.mayStart ? (
          <p style={{ margin: 0 }}>
            {view.trialDays} jours d’essai gratuit : aucun prélèvement avant la fin de l’essai.
          </p>
        ) : null}
      </section>
      <section className="card stack" aria-labelledby="state-title">
        <h2 id="state-title" style={{ margin: 0 }}>
          Votre abonnement
        </h2>
        {!view.configured ? (
          <p style={{ margin: 0 }}>
            Le paiement en ligne des abonnements n’est pas configuré sur ce site : rien ne vous est facturé
            {view.state === 'offert' ? ' et votre abonnement est offert.' : '.'}
          </p>
        ) : null}
        <dl className={styles.facts}>
          <div>
            <dt>État</dt>
            <dd data-testid="subscription-state">{view.stateLabel}</dd>
          </div>
          {view.trialEnd ? (
            <div>
              <dt>Fin de l’essai</dt>
              <dd>{day(view.trialEnd)}</dd>
            </div>
          ) : null}
          {view.nextPaymentAt ? (
            <div>
              <dt>Prochain paiement</dt>
              <dd>{day(view.nextPaymentAt)}</dd>
            </div>
          ) : null}
          {view.endsAt ? (
            <div>
              <dt>Fin de l’abonnement</dt>
              <dd>{day(view.endsAt)} (résiliation demandée)</dd>
            </div>
          ) : null}
          {view.compedUntil ? (
            <div>
              <dt>Offert jusqu’au</dt>
              <dd>{day(view.compedUntil)}</dd>
            </div>
          ) : null}
        </dl>
        {view.mayStart ? (
          <StripeButton
            path="/api/v1/subscription/checkout"
            label={view.trialDays > 0 ? 'Commencer mon essai gratuit' : 'M’abonner'}
            primary
          />
        ) : null}
        {view.mayManage ? (
          <>
            <StripeButton
              path="/api/v1/subscription/portal"
              label={view.state === 'impaye' ? 'Mettre à jour mon moyen de paiement' : 'Gérer mon abonnement'}
              primary={view.state === 'impaye'}
            />
            <p className="muted" style={{ margin: 0 }}>
              Moyen de paiement, factures et résiliation se gèrent sur la page sécurisée de notre prestataire de
              paiement, Stripe.
            </p>
          </>
        ) : null}
      </section>
      <section className="card stack" aria-labelledby="billing-details-title">
        <h2 id="billing-details-title" style={{ margin: 0 }}>
          Coordonnées de facturation
        </h2>
        <p className="muted" style={{ margin: 0 }}>
          Elles figurent sur vos factures, avec l’adresse de votre salon.
        </p>
        <BillingDetailsForm
          initial={{
            companyName: own.billingCompanyName ?? '',
            siret: own.billingSiret ?? '',
            vatNumber: own.billingVatNumber ?? '',
          }}
        />
      </section>
      {view.configured ? (
        <section className="stack" aria-labelledby="invoices-title">
          <h2 id="invoices-title">Mes factures</h2>
          {view.invoices === null ? (
            <p className="muted">Vos factures ne peuvent pas être affichées pour le moment : réessayez plus tard.</p>
          ) : view.invoices.length === 0 ? (
            <p className="muted">Aucune facture pour le moment.</p>
          ) : (
            <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {view.invoices.map((invoice) => (
                <li key={invoice.id} className="card" style={{ display: 'grid', gap: '0.25rem' }}>
                  <strong>
                    Facture {invoice.number ?? ''} du {day(invoice.created)}
                  </strong>
                  <span>
                    {euros(invoice.totalCents)} TTC · {invoice.status === 'paid' ? 'payée' : 'à régler'}
                  </span>
                  {invoice.pdfUrl ? (
                    <a href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer">
                      Télécharger la facture (PDF)
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  )
}
