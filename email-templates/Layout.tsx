import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'

export const PINK = '#c2185b'
const INK = '#1f1a1d'

export const styles = {
  body: {
    backgroundColor: '#fdf2f7',
    fontFamily: 'Helvetica, Arial, sans-serif',
    color: INK,
    margin: 0,
    padding: '24px 0',
  },
  container: {
    backgroundColor: '#ffffff',
    borderRadius: '12px',
    padding: '24px',
    maxWidth: '560px',
    border: '1px solid #f6bfd5',
  },
  brand: { color: PINK, fontWeight: 800, fontSize: '20px', margin: '0 0 16px' },
  heading: { fontSize: '20px', lineHeight: '28px', margin: '0 0 12px', color: INK },
  text: { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' },
  muted: { fontSize: '13px', lineHeight: '20px', color: '#5b5058', margin: '0 0 8px' },
  button: {
    backgroundColor: PINK,
    color: '#ffffff',
    borderRadius: '999px',
    padding: '12px 20px',
    fontWeight: 700,
    textDecoration: 'none',
    display: 'inline-block',
  },
  box: { backgroundColor: '#fdf2f7', borderRadius: '10px', padding: '12px 16px', margin: '0 0 16px' },
  link: { color: PINK },
}

/** The frame of every e-mail: brand, a hidden preview line, the content and a footer. */
export function Layout({ preview, siteUrl, children }: { preview: string; siteUrl: string; children: ReactNode }) {
  return (
    <Html lang="fr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>🐾 Mon Toiletteur</Text>
          {children}
          <Hr style={{ borderColor: '#f6bfd5', margin: '24px 0 12px' }} />
          <Text style={styles.muted}>
            Vous recevez ce message à la suite d’une prise de rendez-vous sur{' '}
            <Link href={siteUrl} style={styles.link}>
              Mon Toiletteur
            </Link>
            .
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

/** The appointment's key facts, one per line. */
export function Details({ rows }: { rows: [string, string | null | undefined][] }) {
  return (
    <Section style={styles.box}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Text key={label} style={{ ...styles.text, margin: '0 0 4px' }}>
            <strong>{label} :</strong> {value}
          </Text>
        ))}
    </Section>
  )
}
