import { Button, Heading, Text } from '@react-email/components'

import { Layout, styles } from './Layout'

/** paymentFailed: a debit was refused; suspended: the grace ran out; restored: paid again; ended: cancelled. */
export type SubscriptionNoticeKind = 'paymentFailed' | 'suspended' | 'restored' | 'ended'

export type SubscriptionNoticeProps = {
  siteUrl: string
  firstName: string
  kind: SubscriptionNoticeKind
  /** paymentFailed: the day online booking stops if still unpaid (« 12 décembre 2026 »). */
  graceEnd?: string | null
  subscriptionUrl: string
}

export const SUBSCRIPTION_NOTICE_SUBJECTS: Record<SubscriptionNoticeKind, string> = {
  paymentFailed: 'Votre paiement Mon Toiletteur n’a pas abouti',
  suspended: 'La réservation en ligne de votre page est suspendue',
  restored: 'Votre abonnement Mon Toiletteur est à jour',
  ended: 'Votre abonnement Mon Toiletteur a pris fin',
}

function lead(props: SubscriptionNoticeProps): string {
  switch (props.kind) {
    case 'paymentFailed':
      return `Le prélèvement de votre abonnement a été refusé. Mettez à jour votre moyen de paiement${
        props.graceEnd ? ` avant le ${props.graceEnd}` : ''
      } : passé cette date, vos clients ne pourront plus réserver en ligne (votre page reste visible avec votre téléphone, vos rendez-vous sont conservés).`
    case 'suspended':
      return 'Faute de paiement, vos clients ne peuvent plus réserver en ligne : votre page affiche votre téléphone. Vos rendez-vous et vos données sont conservés ; dès le paiement réglé, la réservation en ligne revient aussitôt.'
    case 'restored':
      return 'Merci : votre paiement est bien reçu et la réservation en ligne de votre page fonctionne normalement.'
    case 'ended':
      return 'Votre abonnement est terminé : vos clients ne peuvent plus réserver en ligne, votre page affiche votre téléphone. Vos rendez-vous et vos données sont conservés ; vous pouvez vous réabonner à tout moment.'
  }
}

/** To the groomer when their subscription's payment fails, runs out of grace, is paid again or ends. */
export function SubscriptionNotice(props: SubscriptionNoticeProps) {
  const title = SUBSCRIPTION_NOTICE_SUBJECTS[props.kind]
  const action =
    props.kind === 'restored'
      ? 'Voir mon abonnement'
      : props.kind === 'ended'
        ? 'Me réabonner'
        : 'Régler mon abonnement'
  return (
    <Layout preview={title} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>{title}</Heading>
      <Text style={styles.text}>Bonjour {props.firstName},</Text>
      <Text style={styles.text}>{lead(props)}</Text>
      <Button href={props.subscriptionUrl} style={styles.button}>
        {action}
      </Button>
    </Layout>
  )
}
