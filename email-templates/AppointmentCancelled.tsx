import { Button, Heading } from '@react-email/components'

import { Details, Layout, styles } from './Layout'
import { TemplateText } from './TemplateText'
import type { AppointmentMail } from './types'

/** `message`: the groomer's cancellation text (their template or the default), variables already substituted. */
export type AppointmentCancelledProps = AppointmentMail & { message: string; bookAgainUrl: string }

/** To the customer when their appointment is cancelled, by them or by the groomer. */
export function AppointmentCancelled(props: AppointmentCancelledProps) {
  return (
    <Layout preview={`Rendez-vous du ${props.when} annulé`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>Votre rendez-vous est annulé</Heading>
      <TemplateText text={props.message} />
      <Details
        rows={[
          ['Date', props.when],
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
