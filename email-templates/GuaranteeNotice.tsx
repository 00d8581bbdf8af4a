import { Button, Heading, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'

export type GuaranteeNoticeProps = {
  siteUrl: string
  heading: string
  /** What happened to the owner's money, in one or two sentences with the amount. */
  message: string
  groomerName: string
  when: string
  reference: string
  amount: string
  /** A fee the saved card could not pay: the hosted page to pay it. */
  payUrl?: string | null
  /** How to contest a charge (the site's terms). */
  termsUrl: string
}

/** To the owner at each movement of their deposit or card imprint: refunded, kept, charged, or to pay. */
export function GuaranteeNotice(props: GuaranteeNoticeProps) {
  return (
    <Layout preview={props.heading} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>{props.heading}</Heading>
      <Text style={styles.text}>{props.message}</Text>
      <Details
        rows={[
          ['Montant', props.amount],
          ['Rendez-vous', props.when],
          ['Toiletteur', props.groomerName],
          ['Référence', props.reference],
        ]}
      />
      {props.payUrl ? (
        <Button href={props.payUrl} style={styles.button}>
          Régler {props.amount}
        </Button>
      ) : null}
      <Text style={styles.text}>
        Une question ou une contestation ? Répondez à cet e-mail ou consultez nos conditions : {props.termsUrl}
      </Text>
    </Layout>
  )
}
