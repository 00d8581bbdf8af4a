import { Button, Heading } from '@react-email/components'

import { Details, Layout, styles } from './Layout'
import { TemplateText } from './TemplateText'
import type { AppointmentMail } from './types'

/** `message`: the groomer's refusal text (their template or the default), variables already substituted. */
export type AppointmentRefusedProps = AppointmentMail & { reason: string; bookAgainUrl: string; message: string }

/** To the attendee when the groomer refuses, with the groomer's reason. */
export function AppointmentRefused(props: AppointmentRefusedProps) {
  return (
    <Layout preview={`Votre demande du ${props.when} n’a pas pu être acceptée`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>Votre demande de rendez-vous n’a pas pu être acceptée</Heading>
      <TemplateText text={props.message} />
      <Details
        rows={[
          ['Date demandée', props.when],
          ['Prestation', props.motive],
          // The reason stays visible even when the groomer's text leaves out {raison}.
          ['Raison du refus', props.message.includes(props.reason) ? null : props.reason],
          ['Référence', props.reference],
        ]}
      />
      <Button href={props.bookAgainUrl} style={styles.button}>
        Choisir un autre créneau
      </Button>
    </Layout>
  )
}
