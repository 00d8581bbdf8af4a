'use client'

import { useState } from 'react'

import { CustomerContactLinks } from '@/components/groomerSpace/events/GroomerAppointmentItem'
import { VisitActions } from '@/components/groomerSpace/events/VisitActions'
import { ValidationActions } from '@/components/groomerSpace/ValidationActions'
import type { CustomerNotice } from '@/lib/agendaNotice'
import { petNames } from '@/lib/bookingLines'
import { priceLabel } from '@/lib/motivePrice'
import { VISIT_LABELS } from '@/server/appointments/visitSteps'
import type { GridColumn, GridItem } from '@/server/agenda/grid'
import type { AgendaLine } from '@/server/agenda/view'

import { AgendaItemActions } from './AgendaItemActions'
import { BookAgain } from './BookAgain'
import { BlockTimeForm } from './BlockTimeForm'
import { clockOf, durationLabel, wallTime } from './gridTime'
import { LinesEditor } from './LinesEditor'
import { ManualAppointmentForm } from './ManualAppointmentForm'
import styles from './grid.module.css'

export type Motive = { id: number; title: string; duration: number }

const SPECIES: Record<string, string> = { dog: 'Chien', cat: 'Chat', rabbit: 'Lapin', other: 'NAC' }
const SOURCE_LABELS: Record<string, string> = {
  groomer: 'Saisi par vous',
  online: 'Réservé en ligne',
  google: 'Réservé sur Google',
}
const SIZES: Record<string, string> = { small: 'Petit', medium: 'Moyen', large: 'Grand', giant: 'Très grand' }

function Head({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <div className="booking-head">
      <h2 id="agenda-dialog-title" style={{ margin: 0 }}>
        {title}
      </h2>
      <button type="button" className="booking-close" onClick={onClose} aria-label="Fermer">
        ×
      </button>
    </div>
  )
}

/** An appointment or a blocked time opened from the grid: who, what, and every action on it. */
export function AgendaDetail({
  item,
  column,
  zone,
  notice,
  motives = [],
  onClose,
}: {
  item: GridItem
  column: GridColumn
  zone: string
  notice: CustomerNotice
  /** The column's groomer's motives: a pet added to the visit takes one. */
  motives?: Motive[]
  onClose: () => void
}) {
  const when = `${column.label}, ${clockOf(item.fromMinute)} – ${clockOf(item.toMinute)}`
  if (item.kind === 'block') {
    return (
      <div className="stack" style={{ gap: '0.75rem' }}>
        <Head title="Créneau bloqué" onClose={onClose} />
        <p style={{ margin: 0 }}>
          <strong>{when}</strong>
          <br />
          {item.reason}
        </p>
        <AgendaItemActions
          groomerId={column.groomerId}
          zone={zone}
          notice={notice}
          item={{ kind: 'block', id: item.id, start: wallTime(column.date, item.fromMinute) }}
        />
      </div>
    )
  }
  const several = item.lines.length > 1
  const describe = (line: AgendaLine) =>
    [line.petName, SPECIES[line.petSpecies ?? ''], line.petBreed, line.petSize ? SIZES[line.petSize] : null]
      .filter(Boolean)
      .join(' · ')
  const pet = item.lines[0] ? describe(item.lines[0]) : null
  const now = new Date()
  const started = Date.parse(item.start) <= now.getTime()
  const dayCome = column.today || column.past
  // An appointment over (ended, or its visit finished) is history: no move, no cancellation (the server refuses them too).
  const over = Date.parse(item.end) <= now.getTime() || item.visitStatus === 'finished'
  return (
    <div className="stack" style={{ gap: '0.75rem' }}>
      <Head title={item.title} onClose={onClose} />
      <p style={{ margin: 0 }}>
        <strong>{when}</strong> · {durationLabel(item.toMinute - item.fromMinute)}
        <br />
        <span className={`status-badge ${item.status === 'pending' ? 'status-pending' : 'status-confirmed'}`}>
          {item.status === 'pending' ? 'En attente de validation' : 'Confirmé'}
        </span>
        {item.visitStatus ? (
          <span className="status-badge status-confirmed"> {VISIT_LABELS[item.visitStatus]}</span>
        ) : null}
      </p>
      <div className={styles.detailBlock}>
        <strong>{item.customer}</strong>
        <CustomerContactLinks
          contact={{ name: item.customer, phone: item.phone, email: item.email, history: item.history }}
        />
        {several ? (
          <div>
            <p style={{ margin: 0 }}>Animaux :</p>
            <ul style={{ margin: 0, paddingLeft: '1.1rem' }} data-testid="agenda-lines">
              {item.lines.map((line, index) => (
                <li key={index}>
                  {describe(line)}
                  {line.motiveTitle ? ` — ${line.motiveTitle}` : ''} · {durationLabel(line.duration)}
                  {line.price !== null ? ` · ${priceLabel(line.price)}` : ' · prix sur place'}
                </li>
              ))}
            </ul>
          </div>
        ) : pet ? (
          <p style={{ margin: 0 }}>Animal : {pet}</p>
        ) : null}
        {item.price !== null ? (
          <p style={{ margin: 0 }}>
            {several ? 'Total annoncé' : 'Tarif annoncé'} : {priceLabel(item.price)}
          </p>
        ) : null}
        {item.note ? (
          <p className="muted" style={{ margin: 0 }}>
            « {item.note} »
          </p>
        ) : null}
        <p className="muted" style={{ margin: 0 }}>
          {SOURCE_LABELS[item.source]} · Réf. {item.reference}
        </p>
      </div>
      {item.status === 'pending' && column.own ? <ValidationActions reference={item.reference} /> : null}
      {item.status === 'confirmed' && column.own && dayCome ? (
        <VisitActions
          reference={item.reference}
          status={item.visitStatus}
          started={started}
          petName={petNames(item.lines.map((line) => line.petName)) || null}
          checkout={{
            lines: several
              ? item.lines.map((line) => ({
                  label: line.motiveTitle ? `${line.motiveTitle} – ${line.petName}` : line.petName,
                  priceCents: line.price === null ? null : Math.round(line.price * 100),
                }))
              : [{ label: item.title, priceCents: item.price === null ? null : Math.round(item.price * 100) }],
          }}
        />
      ) : null}
      {item.status === 'confirmed' && item.visitStatus === 'finished' ? (
        <BookAgain groomerId={column.groomerId} appointmentId={item.id} />
      ) : null}
      {!over && column.own && item.visitStatus !== 'finished' ? (
        <LinesEditor groomerId={column.groomerId} appointmentId={item.id} lines={item.lines} motives={motives} />
      ) : null}
      {over ? (
        <p className="muted" style={{ margin: 0 }} data-testid="appointment-over">
          Rendez-vous terminé : il ne peut plus être déplacé ni annulé.
        </p>
      ) : (
        <AgendaItemActions
          groomerId={column.groomerId}
          zone={zone}
          notice={notice}
          item={{
            kind: 'appointment',
            id: item.id,
            start: wallTime(column.date, item.fromMinute),
            durationMinutes: item.toMinute - item.fromMinute,
          }}
        />
      )}
    </div>
  )
}

type NewProps = {
  column: GridColumn
  minute: number
  motives: Motive[]
  zone: string
  notice: CustomerNotice
  onClose: () => void
  onSaved: (warnings: string[], notice: CustomerNotice) => void
}

/** An empty time tapped on the grid: a hand-made appointment (with its column's groomer's motives) or a block starting there. */
export function NewAtTime({ column, minute, motives, zone, notice, onClose, onSaved }: NewProps) {
  const [kind, setKind] = useState<'appointment' | 'block'>('appointment')
  const start = wallTime(column.date, minute)
  return (
    <div className="stack" style={{ gap: '0.75rem' }}>
      <Head title={`${column.label}, ${clockOf(minute)}`} onClose={onClose} />
      <div className="actions-row" role="group" aria-label="Ajouter">
        <button
          type="button"
          className={kind === 'appointment' ? 'btn btn-small' : 'btn btn-ghost btn-small'}
          aria-pressed={kind === 'appointment'}
          onClick={() => setKind('appointment')}
        >
          Nouveau rendez-vous
        </button>
        <button
          type="button"
          className={kind === 'block' ? 'btn btn-small' : 'btn btn-ghost btn-small'}
          aria-pressed={kind === 'block'}
          onClick={() => setKind('block')}
        >
          Bloquer ce créneau
        </button>
      </div>
      {kind === 'appointment' ? (
        <ManualAppointmentForm
          groomerId={column.groomerId}
          motives={motives}
          defaultDay={column.date}
          defaultStart={start}
          zone={zone}
          notice={notice}
          onSaved={onSaved}
        />
      ) : (
        <BlockTimeForm
          groomerId={column.groomerId}
          defaultDay={column.date}
          defaultStart={start}
          defaultEnd={wallTime(column.date, Math.min(minute + 60, 24 * 60 - 1))}
        />
      )}
    </div>
  )
}
