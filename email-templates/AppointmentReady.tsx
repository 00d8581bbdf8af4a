import { Heading } from '@react-email/components'

import { Details, Layout, styles } from './Layout'
import { TemplateText } from './TemplateText'
import type { AppointmentMail } from './types'

/** `message`: the groomer's "ready for pick-up" text (their template or the default), variables already substituted. */
export type AppointmentReadyProps = AppointmentMail & { message: string; petName: string }

/** To the customer when the groomer marks their pet ready to be picked up. */
export function AppointmentReady(props: AppointmentReadyProps) {
  return (
    <Layout preview={`${props.petName} est prêt, vous pouvez venir le chercher`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>{`${props.petName} est prêt`}</Heading>
      <TemplateText text={props.message} />
      <Details
        rows={[
          ['Toiletteur', props.groomerName],
          ['Adresse', props.place],
          ['Référence', props.reference],
        ]}
      />
    </Layout>
  )
}
