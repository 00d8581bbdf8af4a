import { Button, Heading, Text } from '@react-email/components'

import { Layout, styles } from './Layout'

export type PasswordResetProps = { siteUrl: string; firstName: string; resetUrl: string }

/** To an attendee who forgot their password: a link valid one hour. */
export function PasswordReset(props: PasswordResetProps) {
  return (
    <Layout preview="Réinitialisez votre mot de passe" siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>Réinitialisez votre mot de passe</Heading>
      <Text style={styles.text}>Bonjour {props.firstName},</Text>
      <Text style={styles.text}>Pour choisir un nouveau mot de passe, utilisez ce lien (valable une heure) :</Text>
      <Button href={props.resetUrl} style={styles.button}>
        Choisir un nouveau mot de passe
      </Button>
      <Text style={styles.muted}>
        Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.
      </Text>
    </Layout>
  )
}
