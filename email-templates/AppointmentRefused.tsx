import { Button, Heading, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'
import type { AppointmentMail } from './types'

export type AppointmentRefusedProps = AppointmentMail & { reason: string; bookAgainUrl: string }

/** To the attendee when the groomer refuses, with the groomer's reason. */
export function AppointmentRefused(props: AppointmentRefusedProps) {
  return (
    <Layout preview={`Votre demande du ${props.when} n’a pas pu être acceptée`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>Votre demande de rendez-vous n’a pas pu être acceptée</Heading>
      <Text style={styles.text}>Bonjour {props.attendeeName},</Text>
      <Text style={styles.text}>{props.groomerName} ne peut pas vous recevoir à cet horaire. Son message :</Text>
      <Text style={{ ...styles.box, ...styles.text }}>« {props.reason} »</Text>
      <Details
        rows={[
          ['Date demandée', props.when],
          ['Prestation', props.motive],
          ['Référence', props.reference],
        ]}
      />
      <Button href={props.bookAgainUrl} style={styles.button}>
        Choisir un autre créneau
      </Button>
    </Layout>
  )
}
