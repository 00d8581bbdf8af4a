import { Button, Heading, Link, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'

export type RebookingReminderProps = {
  siteUrl: string
  attendeeFirstName: string
  petName: string
  groomerName: string
  motive: string
  /** The due day, in French ('mardi 1 décembre 2026'). */
  dueDay: string
  rhythmWeeks: number
  bookUrl: string
  stopUrl: string
}

/** To the owner when a pet's grooming rhythm comes round and nothing is booked yet. */
export function RebookingReminder(props: RebookingReminderProps) {
  return (
    <Layout preview={`C’est bientôt l’heure du toilettage de ${props.petName}`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>C’est l’heure du toilettage de {props.petName}</Heading>
      <Text style={styles.text}>Bonjour {props.attendeeFirstName},</Text>
      <Text style={styles.text}>
        {props.petName} est toiletté toutes les {props.rhythmWeeks} semaines chez {props.groomerName} : le prochain
        passage tombe autour du {props.dueDay}. Les premiers créneaux libres vous attendent, en un geste.
      </Text>
      <Details
        rows={[
          ['Animal', props.petName],
          ['Prestation', props.motive],
          ['Toiletteur', props.groomerName],
          ['À prévoir vers le', props.dueDay],
        ]}
      />
      <Button href={props.bookUrl} style={styles.button}>
        Prendre rendez-vous
      </Button>
      <Text style={styles.text}>
        Vous ne souhaitez plus ces rappels ? <Link href={props.stopUrl}>Ne plus recevoir de rappels de toilettage</Link>
        . Vous pourrez les réactiver depuis votre profil.
      </Text>
    </Layout>
  )
}
