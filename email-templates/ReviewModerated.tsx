import { Button, Heading, Text } from '@react-email/components'

import { Layout, styles } from './Layout'

export type ReviewModeratedProps = {
  siteUrl: string
  attendeeFirstName: string
  groomerName: string
  outcome: 'published' | 'refused'
  /** The reason from /service-avis's list, in its words (refused only). */
  reason?: string | null
  profileUrl: string
  rulesUrl: string
}

/** To the author once the team read their review: published, or refused with the reason. */
export function ReviewModerated(props: ReviewModeratedProps) {
  const published = props.outcome === 'published'
  return (
    <Layout preview={published ? 'Votre avis est publié' : 'Votre avis n’a pas été publié'} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>{published ? 'Votre avis est publié' : 'Votre avis n’a pas été publié'}</Heading>
      {published ? (
        <Text style={styles.text}>
          Bonjour {props.attendeeFirstName}, merci ! Votre avis sur {props.groomerName} est maintenant visible sur sa
          page.
        </Text>
      ) : (
        <>
          <Text style={styles.text}>
            Bonjour {props.attendeeFirstName}, notre équipe a relu votre avis sur {props.groomerName} et ne peut pas le
            publier.
          </Text>
          <Text style={styles.text}>
            <strong>Motif :</strong> {props.reason}
          </Text>
          <Text style={styles.text}>
            Un avis négatif n’est jamais refusé pour ce seul motif. Nos règles de publication sont détaillées sur la
            page du service avis.
          </Text>
        </>
      )}
      <Button href={published ? props.profileUrl : props.rulesUrl} style={styles.button}>
        {published ? 'Voir mon avis' : 'Lire nos règles'}
      </Button>
    </Layout>
  )
}
