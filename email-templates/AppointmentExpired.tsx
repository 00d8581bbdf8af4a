import { Button, Heading, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'
import type { AppointmentMail } from './types'

export type AppointmentExpiredProps = AppointmentMail & { bookAgainUrl: string }

/** To the attendee when the groomer did not answer their request in time: the slot is free again. */
export function AppointmentExpired(props: AppointmentExpiredProps) {
  return (
    <Layout preview={`Votre demande du ${props.when} a expiré`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>Votre demande de rendez-vous a expiré</Heading>
      <Text style={styles.text}>
        {props.groomerName} n’a pas répondu à temps à votre demande de rendez-vous du {props.when}. Elle est donc
        annulée et rien ne vous sera demandé.
      </Text>
      <Text style={styles.text}>Vous pouvez choisir un autre créneau dès maintenant.</Text>
      <Details
        rows={[
          ['Date demandée', props.when],
          ['Prestation', props.motive],
          ['Toiletteur', props.groomerName],
          ['Référence', props.reference],
        ]}
      />
      <Button href={props.bookAgainUrl} style={styles.button}>
        Reprendre rendez-vous
      </Button>
    </Layout>
  )
}
