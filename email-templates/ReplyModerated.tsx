import { Button, Heading, Text } from '@react-email/components'

import { Layout, styles } from './Layout'

export type ReplyModeratedProps = {
  siteUrl: string
  groomerFirstName: string
  authorName: string
  outcome: 'published' | 'refused'
  /** The reason from /service-avis's list, in its words (refused only). */
  reason?: string | null
  reviewsUrl: string
}

/** To the groomer once the team read their public reply to a review: published, or refused with the reason. */
export function ReplyModerated(props: ReplyModeratedProps) {
  const published = props.outcome === 'published'
  const title = published ? 'Votre réponse est publiée' : 'Votre réponse n’a pas été publiée'
  return (
    <Layout preview={title} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>{title}</Heading>
      {published ? (
        <Text style={styles.text}>
          Bonjour {props.groomerFirstName}, votre réponse à l’avis de {props.authorName} est maintenant visible sous cet
          avis, sur votre page.
        </Text>
      ) : (
        <>
          <Text style={styles.text}>
            Bonjour {props.groomerFirstName}, notre équipe a relu votre réponse à l’avis de {props.authorName} et ne
            peut pas la publier.
          </Text>
          <Text style={styles.text}>
            <strong>Motif :</strong> {props.reason}
          </Text>
          <Text style={styles.text}>
            Nos règles de publication, les mêmes pour les avis et les réponses, sont détaillées sur la page du service
            avis.
          </Text>
        </>
      )}
      <Button href={props.reviewsUrl} style={styles.button}>
        Voir mes avis
      </Button>
    </Layout>
  )
}
