import { Button, Heading, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'

export type ReviewRequestProps = {
  siteUrl: string
  attendeeFirstName: string
  groomerName: string
  /** 'ccc d LLL yyyy' of the visit, in the groomer's zone. */
  visitDay: string
  motive: string
  reference: string
  reviewUrl: string
  /** 'd LLLL yyyy': the last day the link works. */
  validUntil: string
}

/** To the owner the day after a finished appointment: the signed link to review it. */
export function ReviewRequest(props: ReviewRequestProps) {
  return (
    <Layout preview={`Votre avis sur ${props.groomerName} compte`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>Comment s’est passé votre rendez-vous ?</Heading>
      <Text style={styles.text}>
        Bonjour {props.attendeeFirstName}, vous êtes allé chez {props.groomerName} le {props.visitDay}. Votre avis aide
        les autres propriétaires à choisir leur toiletteur : notez l’accueil, le soin de l’animal, le résultat et le
        rapport qualité/prix en une minute.
      </Text>
      <Details
        rows={[
          ['Toiletteur', props.groomerName],
          ['Prestation', props.motive],
          ['Date', props.visitDay],
          ['Référence', props.reference],
        ]}
      />
      <Button href={props.reviewUrl} style={styles.button}>
        Donner mon avis
      </Button>
      <Text style={styles.muted}>
        Ce lien personnel est valable jusqu’au {props.validUntil}. Chaque avis est relu par notre équipe avant
        publication, sous 48 heures.
      </Text>
    </Layout>
  )
}
