import Link from 'next/link'

import { requestLapsed } from '@/lib/availabilityRequests'
import { formatAppointmentDate, formatHour } from '@/lib/frenchDate'
import type { AvailabilityRequest, Motive, User } from '@/payload-types'

const STATUS: Record<AvailabilityRequest['status'], string> = {
  sent: 'En attente du toiletteur',
  answered: 'Horaire proposé : à vous de répondre',
  accepted: 'Horaire accepté : rendez-vous confirmé',
  declined: 'Horaire proposé décliné',
}

/** Open requests whose time has gone by (src/lib/availabilityRequests.ts). */
const LAPSED: Partial<Record<AvailabilityRequest['status'], string>> = {
  sent: 'Expirée : vos disponibilités sont passées sans réponse du toiletteur',
  answered: 'Expirée : l’horaire proposé est passé sans réponse',
}

/** The attendee's availability requests, each with where it stands and, when a time is proposed, the way to answer. */
export function AvailabilityRequestCards({ requests, now }: { requests: AvailabilityRequest[]; now: Date }) {
  return (
    <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
      {requests.map((request) => {
        const groomer = typeof request.groomer === 'object' ? (request.groomer as User) : null
        const motive = typeof request.motive === 'object' ? (request.motive as Motive) : null
        const zone = groomer?.timezone || 'Europe/Paris'
        const ranges = request.ranges ?? []
        const answerHref = `/events-responses/${request.reference}`
        const lapsed = requestLapsed(request, now)
        return (
          <li key={request.id} className="card stack" style={{ gap: '0.35rem' }}>
            <strong>{[motive?.title, groomer?.displayName].filter(Boolean).join(' · ')}</strong>
            <div className="muted">
              {(lapsed && LAPSED[request.status]) || STATUS[request.status]} · Réf. {request.reference}
            </div>
            {ranges.length > 0 ? (
              <div>
                Vos disponibilités : {formatAppointmentDate(ranges[0].start, zone)} – {formatHour(ranges[0].end, zone)}
                {ranges.length > 1
                  ? ` et ${ranges.length - 1} autre${ranges.length > 2 ? 's' : ''} plage${ranges.length > 2 ? 's' : ''}`
                  : ''}
              </div>
            ) : null}
            {request.proposedStart && request.status !== 'sent' ? (
              <div>
                Horaire proposé : <strong>{formatAppointmentDate(request.proposedStart, zone)}</strong>
              </div>
            ) : null}
            <div className="actions-row">
              {request.status === 'answered' && !lapsed ? (
                <Link href={answerHref} className="btn btn-small">
                  Répondre à la proposition<span className="visually-hidden"> de la demande {request.reference}</span>
                </Link>
              ) : (
                <Link
                  href={answerHref}
                  className="btn btn-ghost btn-small"
                  aria-label={`Détails de la demande ${request.reference}`}
                >
                  Détails
                </Link>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
