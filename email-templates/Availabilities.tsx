import { Button, Heading, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'
import { TemplateText } from './TemplateText'

/** The proposed ranges, one per line. */
function RangeList({ ranges }: { ranges: string[] }) {
  return ranges.map((range) => (
    <Text key={range} style={{ ...styles.text, margin: '0 0 4px' }}>
      • {range}
    </Text>
  ))
}

export type AvailabilitiesReceivedProps = {
  siteUrl: string
  attendeeName: string
  attendeePhone?: string | null
  motive: string
  /** Each proposed range, formatted in French. */
  ranges: string[]
  note?: string | null
  dashboardUrl: string
}

/** To the groomer: an attendee's proposed availabilities, to answer with a time. */
export function AvailabilitiesReceived(props: AvailabilitiesReceivedProps) {
  return (
    <Layout preview={`${props.attendeeName} vous propose ses disponibilités`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>{props.attendeeName} vous propose ses disponibilités</Heading>
      <Text style={styles.text}>Pour « {props.motive} », ce client est disponible :</Text>
      <RangeList ranges={props.ranges} />
      <Details
        rows={[
          ['Note', props.note],
          ['Téléphone', props.attendeePhone],
        ]}
      />
      <Button href={props.dashboardUrl} style={styles.button}>
        Proposer un horaire
      </Button>
    </Layout>
  )
}

export type AvailabilityAnswerProps = {
  siteUrl: string
  attendeeName: string
  groomerName: string
  motive: string
  when: string
  place: string
  groomerNote?: string | null
  responseUrl: string
}

/** To the attendee: the time the groomer proposes, to accept or decline on /events-responses. */
export function AvailabilityAnswer(props: AvailabilityAnswerProps) {
  return (
    <Layout preview={`${props.groomerName} vous propose le ${props.when}`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>{props.groomerName} vous propose un rendez-vous</Heading>
      <Text style={styles.text}>Bonjour {props.attendeeName},</Text>
      <Text style={styles.text}>Suite à vos disponibilités, votre toiletteur vous propose :</Text>
      <Details
        rows={[
          ['Date', props.when],
          ['Prestation', props.motive],
          ['Lieu', props.place],
          ['Message', props.groomerNote],
        ]}
      />
      <Text style={styles.text}>L’horaire vous est réservé : dites-nous s’il vous convient.</Text>
      <Button href={props.responseUrl} style={styles.button}>
        Répondre à la proposition
      </Button>
    </Layout>
  )
}

export type AvailabilitiesSentProps = {
  siteUrl: string
  groomerName: string
  motive: string
  ranges: string[]
  /** The groomer's wording (their template or the default), variables already substituted. */
  message: string
  followUrl: string
}

/** To the attendee: the availabilities they sent, and that the groomer will propose a time. */
export function AvailabilitiesSent(props: AvailabilitiesSentProps) {
  return (
    <Layout preview={`Vos disponibilités sont envoyées à ${props.groomerName}`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>Vos disponibilités sont envoyées</Heading>
      <TemplateText text={props.message} />
      <Text style={styles.text}>Vous avez proposé :</Text>
      <RangeList ranges={props.ranges} />
      <Details
        rows={[
          ['Prestation', props.motive],
          ['Toiletteur', props.groomerName],
        ]}
      />
      <Button href={props.followUrl} style={styles.button}>
        Suivre ma demande
      </Button>
    </Layout>
  )
}
