import { Button, Heading, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'
import type { AppointmentMail } from './types'

export type AppointmentChangedByGroomerProps = AppointmentMail & { kind: 'cancelled' | 'moved'; previousWhen?: string | null; bookAgainUrl: string }

/** To the attendee when the groomer cancels or moves their appointment from the agenda. */
export function AppointmentChangedByGroomer(props: AppointmentChangedByGroomerProps) {
  const cancelled = props.kind === 'cancelled'
  const title = cancelled ? 'Votre rendez-vous est annulé' : 'Votre rendez-vous a été déplacé'
  return (
    <Layout preview={cancelled ? `Rendez-vous du ${props.when} annulé` : `Rendez-vous déplacé au ${props.when}`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>{title}</Heading>
      <Text style={styles.text}>Bonjour {props.attendeeName},</Text>
      <Text style={styles.text}>
        {cancelled
          ? `${props.groomerName} a annulé votre rendez-vous du ${props.when}. Nous vous prions de nous excuser pour ce contretemps.`
          : `${props.groomerName} a déplacé votre rendez-vous${props.previousWhen ? ` du ${props.previousWhen}` : ''} au ${props.when}.`}
      </Text>
      <Details
        rows={[
          [cancelled ? 'Date annulée' : 'Nouvelle date', props.when],
          ['Prestation', props.motive],
          ['Lieu', props.place],
          ['Référence', props.reference],
        ]}
      />
      <Button href={cancelled ? props.bookAgainUrl : props.appointmentUrl} style={styles.button}>
        {cancelled ? 'Reprendre rendez-vous' : 'Voir le rendez-vous'}
      </Button>
    </Layout>
  )
}
