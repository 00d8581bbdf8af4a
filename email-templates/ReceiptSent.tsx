import { Heading, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'

export type ReceiptSentProps = {
  siteUrl: string
  groomerName: string
  title: string
  when: string
  total: string
  tip: string | null
  paidBy: string
}

/** To the client after the checkout: their note (receipt), attached as a PDF. */
export function ReceiptSent(props: ReceiptSentProps) {
  return (
    <Layout preview={`${props.title} de ${props.groomerName}`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>Votre note de {props.groomerName}</Heading>
      <Text style={styles.text}>Merci de votre visite. Vous trouverez votre note en pièce jointe (PDF).</Text>
      <Details
        rows={[
          ['Note', props.title],
          ['Date', props.when],
          ['Total TTC', props.total],
          ['Pourboire', props.tip],
          ['Réglé par', props.paidBy],
        ]}
      />
    </Layout>
  )
}
