import { Button, Heading, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'
import type { AppointmentMail } from './types'

export type GroomerNoticeKind = 'requested' | 'booked' | 'cancelled' | 'postponed' | 'declined'

export type GroomerNoticeProps = AppointmentMail & {
  kind: GroomerNoticeKind
  previousWhen?: string | null
  /** Why the client cancelled, when they said. */
  cancellationReason?: string | null
  dashboardUrl: string
  /** Signed one-click links of a new booking (/user/event-action). */
  actionUrls?: { validate: string; refuse: string } | null
}

const TITLES: Record<GroomerNoticeKind, string> = {
  requested: 'Nouvelle demande de rendez-vous à valider',
  booked: 'Nouveau rendez-vous confirmé',
  cancelled: 'Un client a annulé son rendez-vous',
  postponed: 'Un client a reporté son rendez-vous',
  declined: 'Un client a décliné l’horaire proposé',
}

const LEADS: Record<GroomerNoticeKind, string> = {
  requested: 'vient de réserver en ligne. Validez ou refusez sa demande depuis votre tableau de bord.',
  booked: 'vient de réserver en ligne ; ce motif est en confirmation immédiate : le rendez-vous est confirmé.',
  cancelled: 'a annulé son rendez-vous : le créneau est de nouveau libre.',
  postponed: 'a déplacé son rendez-vous ; validez le nouvel horaire depuis votre tableau de bord.',
  declined: 'ne peut pas venir à l’horaire que vous avez proposé ; le créneau est de nouveau libre.',
}

/** To the groomer (and their copy list) when an attendee books, cancels, postpones or declines. */
export function GroomerNotice(props: GroomerNoticeProps) {
  return (
    <Layout preview={`${TITLES[props.kind]} : ${props.when}`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>{TITLES[props.kind]}</Heading>
      <Text style={styles.text}>
        {props.attendeeName} {LEADS[props.kind]}
      </Text>
      <Details
        rows={[
          [props.kind === 'postponed' ? 'Nouvelle date' : 'Date', props.when],
          ['Ancienne date', props.kind === 'postponed' ? props.previousWhen : null],
          ['Raison', props.kind === 'cancelled' ? props.cancellationReason : null],
          ['Prestation', props.motive],
          ['Client', props.attendeeName],
          ['Téléphone', props.attendeePhone],
          [props.severalPets ? 'Animaux' : 'Animal', props.pet],
          ['Tarif', props.price],
          ['Note', props.note],
          ['Référence', props.reference],
        ]}
      />
      {props.actionUrls ? (
        <>
          <Button href={props.actionUrls.validate} style={styles.button}>
            Valider le rendez-vous
          </Button>{' '}
          <Button href={props.actionUrls.refuse} style={styles.button}>
            Refuser
          </Button>
          <Text style={styles.text}>Ces liens sont valables 7 jours.</Text>
        </>
      ) : null}
      <Button href={props.dashboardUrl} style={styles.button}>
        Ouvrir mon tableau de bord
      </Button>
    </Layout>
  )
}
