import { Button, Heading, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'

export type WaitlistSlotProps = {
  siteUrl: string
  when: string
  until: string
  motive: string
  groomerName: string
  claimUrl: string
}

/** To a waiting-list subscriber: a slot freed up and is held for them for a few minutes. */
export function WaitlistSlot(props: WaitlistSlotProps) {
  return (
    <Layout preview={`Un créneau s’est libéré le ${props.when}`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>Un créneau s’est libéré pour vous</Heading>
      <Text style={styles.text}>
        Vous êtes sur la liste d’attente de {props.groomerName}. Un créneau vient de se libérer et il vous est réservé
        jusqu’à {props.until}. Passé ce délai, il sera proposé à la personne suivante.
      </Text>
      <Details
        rows={[
          ['Date', props.when],
          ['Prestation', props.motive],
          ['Toiletteur', props.groomerName],
        ]}
      />
      <Button href={props.claimUrl} style={styles.button}>
        Réserver ce créneau
      </Button>
    </Layout>
  )
}
