import { Button, Heading } from '@react-email/components'

import { Details, Layout, styles } from './Layout'
import { TemplateText } from './TemplateText'
import type { AppointmentMail } from './types'

/** `message`: the groomer's reminder text (their template or the default), variables already substituted. */
export type AppointmentReminderProps = AppointmentMail & { message: string }

/** To the customer the day before a confirmed appointment. */
export function AppointmentReminder(props: AppointmentReminderProps) {
  return (
    <Layout preview={`Rappel : rendez-vous demain, ${props.when}`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>Votre rendez-vous de demain</Heading>
      <TemplateText text={props.message} />
      <Details
        rows={[
          ['Date', props.when],
          ['Prestation', props.motive],
          ['Toiletteur', props.groomerName],
          ['Lieu', props.place],
          ['Tarif', props.price],
          ['Référence', props.reference],
        ]}
      />
      <Button href={props.appointmentUrl} style={styles.button}>
        Voir mon rendez-vous
      </Button>
    </Layout>
  )
}
