import type { Metadata } from 'next'

import { NoShowPolicyForm } from '@/components/groomerSpace/noShows/NoShowPolicyForm'
import { StripeButton } from '@/components/groomerSpace/subscription/StripeButton'
import { formatAppointmentDate } from '@/lib/frenchDate'
import { disputeLabel, guaranteeLabel, guaranteeViewOf } from '@/lib/guaranteeView'
import { NO_POLICY, policySummary } from '@/lib/noShowPolicy'
import { getPaymentProvider } from '@/integrations/payments'
import { currentConnectedAccount } from '@/server/connectedAccounts/accounts'
import { listOwnMotives } from '@/server/groomerSettings/motives'
import { requirePerson } from '@/server/http/requirePerson'
import { groomerDisputes } from '@/server/noShows/disputes'
import { groomerGuaranteeList } from '@/server/noShows/guarantees'
import { noShowPoliciesOf } from '@/server/noShows/policies'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Acomptes et absences') }

const ONBOARDING = '/api/v1/payments/connect/onboarding'

/**
 * « Acomptes et absences » (issue 33): the groomer connects their Stripe account (Stripe's hosted
 * onboarding), sets their rule against no-shows, and sees where each client's deposit or card stands.
 */
export default async function NoShowsPage() {
  const groomer = await requirePerson('groomer')
  const configured = getPaymentProvider() !== null
  const [account, policies, movements, motives] = await Promise.all([
    configured ? currentConnectedAccount(groomer.id).catch(() => null) : null,
    noShowPoliciesOf(groomer.id),
    groomerGuaranteeList(groomer.id),
    listOwnMotives(groomer),
  ])
  const disputes = await groomerDisputes(
    groomer.id,
    movements.map((movement) => movement.reference),
  )
  const connected = account?.chargesEnabled === true
  const general = policies.find((policy) => policy.motive === null) ?? NO_POLICY
  return (
    <div className="stack">
      <h1>Acomptes et absences</h1>
      <p className="muted" style={{ margin: 0 }}>
        Demandez une empreinte bancaire ou un acompte à la réservation : une absence ou une annulation tardive vous est
        payée, sans rien avoir à réclamer.
      </p>
      <section className="card stack" aria-labelledby="stripe-title">
        <h2 id="stripe-title" style={{ margin: 0 }}>
          Paiements de vos clients
        </h2>
        {!configured ? (
          <p style={{ margin: 0 }}>Le paiement en ligne n’est pas configuré sur ce site : aucune garantie possible.</p>
        ) : connected ? (
          <p style={{ margin: 0 }} data-testid="connect-state">
            Votre compte Stripe est connecté : acomptes et frais y sont versés, puis sur votre compte bancaire.
          </p>
        ) : (
          <>
            <p style={{ margin: 0 }} data-testid="connect-state">
              {account
                ? 'Votre compte Stripe n’est pas encore prêt : terminez les informations demandées par Stripe.'
                : 'Les acomptes et frais sont versés sur votre propre compte Stripe. Son ouverture se fait sur les pages de Stripe (identité, IBAN) en quelques minutes.'}
            </p>
            <StripeButton
              path={ONBOARDING}
              label={account ? 'Terminer mon compte Stripe' : 'Connecter mon compte Stripe'}
              primary
            />
          </>
        )}
      </section>
      <section className="card stack" aria-labelledby="policy-title">
        <h2 id="policy-title" style={{ margin: 0 }}>
          Votre règle contre les absences
        </h2>
        <NoShowPolicyForm policy={general} policies={policies} connected={connected} />
      </section>
      {motives.length > 0 ? (
        <section className="card stack" aria-labelledby="motive-policies-title">
          <h2 id="motive-policies-title" style={{ margin: 0 }}>
            Une règle pour une prestation
          </h2>
          <p className="muted" style={{ margin: 0 }}>
            Chaque prestation suit votre règle générale, sauf celles que vous adaptez : un acompte pour une tonte
            complète, rien pour une coupe de griffes.
          </p>
          <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="motive-policies">
            {motives.map((motive) => {
              const own = policies.find((policy) => policy.motive === motive.id)
              return (
                <li key={motive.id}>
                  <details>
                    <summary>
                      <strong>{motive.title}</strong> ·{' '}
                      <span className="muted">{own ? policySummary(own) : 'Règle générale'}</span>
                    </summary>
                    <div style={{ marginTop: '0.75rem' }}>
                      <NoShowPolicyForm
                        policy={own ?? { ...general, motive: motive.id }}
                        policies={policies}
                        motive={motive.id}
                        examplePriceCents={motive.price ? Math.round(motive.price * 100) : undefined}
                        connected={connected}
                      />
                    </div>
                  </details>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
      <section className="card stack" aria-labelledby="movements-title">
        <h2 id="movements-title" style={{ margin: 0 }}>
          Acomptes, remboursements et frais
        </h2>
        {movements.length === 0 ? (
          <p className="muted" style={{ margin: 0 }}>
            Aucun acompte ni empreinte pour le moment.
          </p>
        ) : (
          <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="guarantee-movements">
            {movements.map((movement) => {
              const dispute = disputes.get(movement.reference)
              return (
                <li key={movement.reference}>
                  <strong>{formatAppointmentDate(movement.start, movement.timezone)}</strong> · {movement.title}
                  <br />
                  <span className="muted">{guaranteeLabel(guaranteeViewOf(movement.row))}</span>
                  {dispute ? (
                    <>
                      <br />
                      <strong data-testid="dispute-line">{disputeLabel(dispute)}</strong>
                    </>
                  ) : null}
                </li>
              )
            })}
          </ul>
        )}
        <p className="muted" style={{ margin: 0 }}>
          Chaque mouvement est aussi une note de « Mes encaissements ». Une contestation de carte (litige) s’affiche ici
          : Mon Toiletteur y répond auprès de Stripe et en porte la perte éventuelle.
        </p>
      </section>
    </div>
  )
}
