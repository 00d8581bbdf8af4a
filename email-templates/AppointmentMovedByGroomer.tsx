import { Button, Heading, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'
import { TemplateText } from './TemplateText'
import type { AppointmentMail } from './types'

/** `message`: the groomer's move text (their template or the default), variables already substituted. */
export type AppointmentMovedByGroomerProps = AppointmentMail & { message: string; previousWhen?: string | null }

/** To the customer when the groomer moves their appointment from the agenda. */
export function AppointmentMovedByGroomer(props: AppointmentMovedByGroomerProps) {
  return (
    <Layout preview={`Rendez-vous déplacé au ${props.when}`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>Votre rendez-vous a été déplacé</Heading>
      <TemplateText text={props.message} />
      {props.previousWhen ? <Text style={styles.text}>{`Ancienne date : ${props.previousWhen}.`}</Text> : null}
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
