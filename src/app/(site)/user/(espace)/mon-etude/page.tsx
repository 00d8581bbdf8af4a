import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { PracticeMessages } from '@/components/groomerSpace/agenda/PracticeMessages'
import { PracticePresentationForm } from '@/components/groomerSpace/agenda/PracticePresentationForm'
import styles from '@/components/groomerSpace/agenda/agenda.module.css'
import { practiceOf } from '@/server/agenda/practice'
import { zoneOf } from '@/server/appointments/dashboard'
import { requirePerson } from '@/server/http/requirePerson'
import { formatAppointmentDate } from '@/lib/frenchDate'
import { markPracticeMessagesRead, receivedPracticeMessages } from '@/server/practices/messages'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Mon étude') }

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()

/** The groomer's practice: its members (profile and agenda links) and the practice page text. 404 without a practice. */
export default async function PracticePage() {
  const groomer = await requirePerson('groomer')
  const mine = await practiceOf(groomer)
  if (!mine) notFound()
  const { practice, members, paragraphs } = mine
  const received = await receivedPracticeMessages(groomer, practice.id)
  // Shown here, so seen: the menu's badge counts only what arrives next.
  await markPracticeMessagesRead(
    groomer.id,
    received.filter((message) => message.unread).map((message) => message.id),
  )
  const zone = zoneOf(groomer)
  return (
    <div className="stack">
      <h1>{practice.name}</h1>
      <p className="muted" style={{ margin: 0 }}>
        Page publique : <Link href={`/etude/${practice.uri}`}>/etude/{practice.uri}</Link>
      </p>
      <section className="stack" aria-labelledby="members-title">
        <h2 id="members-title">Membres ({members.length})</h2>
        <ul className={styles.members}>
          {members.map((member) => (
            <li key={member.id} className={`card ${styles.member}`}>
              {member.picture ? (
                // eslint-disable-next-line @next/next/no-img-element -- uploaded media, sized by CSS
                <img className="dir-avatar" src={member.picture.url} alt={member.picture.alt} width={64} height={64} />
              ) : (
                <span className="dir-avatar dir-avatar-initials" aria-hidden="true">
                  {initials(member.name)}
                </span>
              )}
              <div>
                <p>
                  <strong>{member.name}</strong>
                  {member.id === groomer.id ? ' (moi)' : ''}
                </p>
                <p className="actions-row" style={{ marginTop: 0 }}>
                  {member.published ? (
                    <Link href={`/toiletteur/${member.uri}`}>Profil public</Link>
                  ) : (
                    <span className="muted">Profil non publié</span>
                  )}
                  <Link href={`/user/calendrier/${member.id}`}>Agenda</Link>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="card stack" aria-labelledby="practice-messages-title">
        <h2 id="practice-messages-title" style={{ margin: 0 }}>
          Messages de l’étude
        </h2>
        <PracticeMessages
          practiceId={practice.id}
          colleagues={members
            .filter((member) => member.id !== groomer.id)
            .map((member) => ({ id: member.id, name: member.name }))}
          received={received.map((message) => ({ ...message, when: formatAppointmentDate(message.sentAt, zone) }))}
        />
      </section>
      <section className="card stack" aria-labelledby="presentation-title">
        <h2 id="presentation-title" style={{ margin: 0 }}>
          Présentation de l’étude
        </h2>
        <PracticePresentationForm practiceId={practice.id} paragraphs={paragraphs} />
      </section>
    </div>
  )
}
