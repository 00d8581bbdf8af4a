// Shared by the server and the groomer's screens: nothing server-only may be imported here.
import { priceLabel } from './motivePrice'

/** A booking's guarantee as the groomer's screens show it (decision 0061). */
export type GuaranteeView = {
  kind: 'imprint' | 'deposit'
  state: 'awaiting' | 'secured' | 'released' | 'refunded' | 'kept' | 'charged' | 'charge_failed'
  amountCents: number | null
  feeCents: number
  chargedCents: number
  refundedCents: number
  freeCancellationHours: number
}

export type WithGuarantee<T> = T & { guarantee?: GuaranteeView | null }

/** What « Facturer » needs of the appointment. */
type Visit = {
  status: string
  visitStatus?: string | null
  cancelledBy?: string | null
  cancelledAt?: string | null
  start: string
}

const euros = (cents: number) => priceLabel(cents / 100) ?? ''

/** Whether the owner cancelled early enough for their guarantee to be given back. */
export function cancelledInTime(visit: Pick<Visit, 'cancelledAt' | 'start'>, freeCancellationHours: number): boolean {
  if (!visit.cancelledAt) return false
  return Date.parse(visit.cancelledAt) <= Date.parse(visit.start) - freeCancellationHours * 3600_000
}

/** A no-show, or a cancellation by the owner after the free window: what « Facturer » is for. */
export function missedVisit(visit: Visit, freeCancellationHours: number): 'no_show' | 'late_cancellation' | null {
  if (visit.status === 'confirmed' && visit.visitStatus === 'no_show') return 'no_show'
  if (
    visit.status === 'cancelled' &&
    visit.cancelledBy === 'attendee' &&
    !cancelledInTime(visit, freeCancellationHours)
  )
    return 'late_cancellation'
  return null
}

/** The fee « Facturer » would take now, or null when there is nothing to charge. */
export function chargeableFee(visit: Visit, guarantee: GuaranteeView): number | null {
  if (guarantee.state !== 'secured' || guarantee.feeCents <= 0) return null
  if (!missedVisit(visit, guarantee.freeCancellationHours)) return null
  return guarantee.kind === 'deposit' ? Math.min(guarantee.feeCents, guarantee.amountCents ?? 0) : guarantee.feeCents
}

/** « Acompte de 16,50 € versé », « Empreinte bancaire enregistrée », « 20 € de frais débités »… */
export function guaranteeLabel(guarantee: GuaranteeView): string {
  const what = guarantee.kind === 'deposit' ? `Acompte de ${euros(guarantee.amountCents ?? 0)}` : 'Empreinte bancaire'
  switch (guarantee.state) {
    case 'awaiting':
      return `${what} : paiement en cours`
    case 'secured':
      return guarantee.kind === 'deposit' ? `${what} versé` : `${what} enregistrée`
    case 'released':
      return guarantee.kind === 'deposit' ? `${what} non versé` : `${what} levée`
    case 'refunded':
      return `${what} remboursé`
    case 'kept':
      return `${euros(guarantee.chargedCents)} de frais conservés sur l’acompte`
    case 'charged':
      return `${euros(guarantee.chargedCents)} de frais débités`
    case 'charge_failed':
      return `Frais de ${euros(guarantee.feeCents)} refusés par la carte : lien de paiement envoyé`
  }
}

/** The view from a row read with these column names (kind, state, amountCents, feeCents…). */
export const guaranteeViewOf = (row: Record<string, unknown>): GuaranteeView => ({
  kind: row.kind as GuaranteeView['kind'],
  state: row.state as GuaranteeView['state'],
  amountCents: row.amountCents === null || row.amountCents === undefined ? null : Number(row.amountCents),
  feeCents: Number(row.feeCents),
  chargedCents: Number(row.chargedCents),
  refundedCents: Number(row.refundedCents),
  freeCancellationHours: Number(row.freeCancellationHours),
})

/** A card dispute as the groomer reads it (issue 33 item 5). */
export type DisputeLine = { status: string; amountCents: number; evidenceDueBy: string | null }

const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso))

/**
 * Where a dispute of the owner's bank stands. The marketplace answers it and bears a loss (CGU):
 * the groomer's money never moves, and the sentence says so.
 */
export function disputeLabel(dispute: DisputeLine): string {
  const amount = euros(dispute.amountCents)
  switch (dispute.status) {
    case 'won':
    case 'warning_closed':
      return `Contestation de la banque du client close en votre faveur : les ${amount} vous restent.`
    case 'lost':
      return `Contestation perdue : ${amount} rendus au client par Mon Toiletteur, rien n’est repris sur votre compte.`
    case 'charge_refunded':
      return `Contestation close par un remboursement au client (${amount}).`
    case 'under_review':
    case 'warning_under_review':
      return `Contestation de ${amount} en cours d’examen par la banque du client. Mon Toiletteur y a répondu.`
    default:
      return (
        `La banque du client conteste ${amount}. Mon Toiletteur y répond` +
        (dispute.evidenceDueBy ? ` avant le ${dayOf(dispute.evidenceDueBy)}` : '') +
        ' et en porte la perte éventuelle.'
      )
  }
}
