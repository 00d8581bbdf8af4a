import { Button, Heading, Link, Text } from '@react-email/components'

import { Details, Layout, styles } from './Layout'
import { TemplateText } from './TemplateText'
import type { AppointmentMail } from './types'

export type AppointmentConfirmedProps = AppointmentMail & {
  noticeHours: number
  groomerPhone?: string | null
  calendarLinks: { google: string; outlook: string }
  /** The groomer's confirmation text (their template or the default), variables already substituted. */
  message: string
}

/** To the attendee when the groomer validates: the details, the conditions, add-to-calendar links. */
export function AppointmentConfirmed(props: AppointmentConfirmedProps) {
  return (
    <Layout preview={`Rendez-vous confirmé le ${props.when}`} siteUrl={props.siteUrl}>
      <Heading style={styles.heading}>Votre rendez-vous est confirmé</Heading>
      <TemplateText text={props.message} />
      <Details
        rows={[
          ['Date', props.when],
          ['Prestation', props.motive],
          ['Toiletteur', props.groomerName],
          ['Lieu', props.place],
          [props.severalPets ? 'Animaux' : 'Animal', props.pet],
          ['Tarif', props.price],
          ['Référence', props.reference],
        ]}
      />
      <Text style={styles.text}>
        Ajoutez-le à votre agenda :{' '}
        <Link href={props.calendarLinks.google} style={styles.link}>
          Google Agenda
        </Link>{' '}
        ·{' '}
        <Link href={props.calendarLinks.outlook} style={styles.link}>
          Outlook
        </Link>{' '}
        · ou ouvrez le fichier .ics joint (Apple Calendrier et les autres agendas).
      </Text>
      <Text style={styles.text}>
        {props.bookedOnGoogle
          ? `Annulation gratuite depuis Google (Maps ou la Recherche) jusqu’à ${props.noticeHours} h avant le rendez-vous ; pour changer d’horaire, annulez puis réservez un autre créneau ; ensuite, appelez votre toiletteur`
          : `Annulation ou report gratuit en ligne jusqu’à ${props.noticeHours} h avant le rendez-vous ; ensuite, appelez votre toiletteur`}
        {props.groomerPhone ? ` au ${props.groomerPhone}` : ''}.
      </Text>
      <Button href={props.appointmentUrl} style={styles.button}>
        Voir mon rendez-vous
      </Button>
    </Layout>
  )
}
