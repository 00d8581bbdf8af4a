import { guaranteeLabel } from '@/lib/guaranteeView'
import type { OwnerGuarantee } from '@/server/noShows/ownerGuarantees'

/** Under an owner's appointment: what happened to their deposit or card, and Stripe's page when something is to pay. */
export function OwnerGuaranteeLine({ guarantee }: { guarantee: OwnerGuarantee }) {
  const pay =
    guarantee.state === 'charge_failed'
      ? 'Régler les frais'
      : guarantee.kind === 'deposit'
        ? 'Payer l’acompte'
        : 'Enregistrer ma carte'
  return (
    <div className="stack" style={{ gap: '0.25rem' }} data-testid="owner-guarantee">
      <p className="muted" style={{ margin: 0 }}>
        {guaranteeLabel(guarantee)}
      </p>
      {guarantee.payUrl ? (
        <div className="actions-row">
          <a href={guarantee.payUrl} className="btn btn-small">
            {pay}
          </a>
        </div>
      ) : null}
    </div>
  )
}

/** Back from Stripe's page: paid (the request goes to the groomer), or left unpaid (the slot waits 30 minutes). */
export function GuaranteeReturnNotice({ outcome }: { outcome: string | undefined }) {
  if (outcome === 'ok')
    return (
      <p role="status" className="notice" data-testid="guarantee-return">
        C’est enregistré : votre demande est transmise au toiletteur, qui va la valider.
      </p>
    )
  if (outcome === 'annule')
    return (
      <p role="status" className="notice" data-testid="guarantee-return">
        Le paiement n’a pas été fait : votre créneau reste réservé 30 minutes. Reprenez le paiement ci-dessous, ou
        retirez votre demande.
      </p>
    )
  return null
}
