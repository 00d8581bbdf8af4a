import type { Metadata } from 'next'

import { pageTitle } from '@/server/seo/title'

import { requirePerson } from '@/server/auth/requirePerson'
import type { Attendee } from '@/payload-types'

export const metadata: Metadata = { title: pageTitle('Mon profil') }

const CIVILITY: Record<string, string> = { mme: 'Madame', m: 'Monsieur' }

export default async function AttendeeProfilePage() {
  const attendee = (await requirePerson('attendee')) as unknown as Attendee
  const rows: [string, string][] = [
    ['Civilité', attendee.civility ? (CIVILITY[attendee.civility] ?? '') : '—'],
    ['Prénom', attendee.firstName],
    ['Nom', attendee.lastName],
    ['E-mail', attendee.email],
    ['Téléphone', attendee.phone ? `${attendee.phone}${attendee.phoneVerified ? ' (vérifié)' : ' (non vérifié)'}` : '—'],
    ['Date de naissance', attendee.birthdate ? new Date(attendee.birthdate).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' }) : '—'],
  ]
  return (
    <div className="stack">
      <h1>Mon profil</h1>
      <dl className="card" style={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: '0.5rem 1rem', margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className="muted">{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
