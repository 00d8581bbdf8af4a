import { Button, Heading, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'
import { TemplateText } from './TemplateText'
import type { AppointmentMail } from './types'

/**
 * `kind`: a new request or the customer's own postponement; `message`: the groomer's wording
 * (their template or the default), variables already substituted.
 */
export type AppointmentRequestedProps = AppointmentMail & {
  kind: 'requested' | 'postponed'
  message: string
  previousWhen?: string | null
}

/** To the customer right after they asked: what was sent, that the groomer must validate, where to follow it. */
export function AppointmentRequested(props: AppointmentRequestedProps) {
  const heading =
    props.kind === 'requested' ? 'Votre demande de rendez-vous est envoyée' : 'Votre demande de report est envoyée'
  return (
    <Layout preview={`${heading} : ${props.when}`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>{heading}</Heading>
      <TemplateText text={props.message} />
      <Details
        rows={[
          ['Date demandée', props.when],
          ['Ancienne date', props.previousWhen],
          ['Prestation', props.motive],
          ['Toiletteur', props.groomerName],
          ['Lieu', props.place],
          [props.severalPets ? 'Animaux' : 'Animal', props.pet],
          ['Tarif', props.price],
          ['Statut', 'En attente de validation par le toiletteur'],
          ['Référence', props.reference],
        ]}
      />
      <Text style={styles.text}>
        Tant que le toiletteur n’a pas validé, vous pouvez retirer votre demande en ligne à tout moment.
      </Text>
      <Button href={props.appointmentUrl} style={styles.button}>
        Suivre ma demande
      </Button>
    </Layout>
  )
}
