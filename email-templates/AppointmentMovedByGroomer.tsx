import { Button, Heading, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'
import type { AppointmentMail } from './types'

export type AppointmentMovedByGroomerProps = AppointmentMail & { previousWhen?: string | null }

/** To the attendee when the groomer moves their appointment from the agenda (a cancellation uses the groomer's template). */
export function AppointmentMovedByGroomer(props: AppointmentMovedByGroomerProps) {
  return (
    <Layout preview={`Rendez-vous déplacé au ${props.when}`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>Votre rendez-vous a été déplacé</Heading>
      <Text style={styles.text}>Bonjour {props.attendeeName},</Text>
      <Text style={styles.text}>{`${props.groomerName} a déplacé votre rendez-vous${props.previousWhen ? ` du ${props.previousWhen}` : ''} au ${props.when}.`}</Text>
      <Details
        rows={[
          ['Nouvelle date', props.when],
          ['Prestation', props.motive],
          ['Lieu', props.place],
          ['Référence', props.reference],
        ]}
      />
      <Button href={props.appointmentUrl} style={styles.button}>
        Voir le rendez-vous
      </Button>
    </Layout>
  )
}
