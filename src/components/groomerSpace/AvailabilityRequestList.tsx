import type { AvailabilityRequest } from '@/payload-types'

import { formatAppointmentDate, formatHour } from '@/lib/frenchDate'

import { AvailabilityAnswerForm } from './AvailabilityAnswerForm'

/** Each attendee's proposed ranges and note, with the form to answer with a time. */
export function AvailabilityRequestList({ requests, timezone }: { requests: AvailabilityRequest[]; timezone: string }) {
  return (
    <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
      {requests.map((request) => {
        const attendee =
          typeof request.attendee === 'object' ? `${request.attendee.firstName} ${request.attendee.lastName}` : ''
        const motive = typeof request.motive === 'object' ? request.motive.title : ''
        return (
          <li key={request.id} className="card stack" style={{ gap: '0.5rem' }}>
            <strong>{[attendee, motive].filter(Boolean).join(' · ')}</strong>
            <ul aria-label="Plages proposées">
              {(request.ranges ?? []).map((range) => (
                <li key={range.id ?? range.start}>
                  {formatAppointmentDate(range.start, timezone)} – {formatHour(range.end, timezone)}
                </li>
              ))}
            </ul>
            {request.note ? <p style={{ margin: 0 }}>« {request.note} »</p> : null}
            <AvailabilityAnswerForm reference={request.reference} timezone={timezone} />
          </li>
        )
      })}
    </ul>
  )
}
