'use client'

import { useState } from 'react'

import { AGENDA_WARNINGS, type CustomerNotice, withinOpening } from '@/lib/agendaNotice'
import type { GridColumn } from '@/server/agenda/grid'

import { clockOf } from './gridTime'
import { NoticeChoice } from './NoticeChoice'

/** A move chosen on the grid (drag or arrow keys), before it is sent. */
export type ProposedMove = { column: GridColumn; fromMinute: number; toMinute: number }

/**
 * What the groomer should know of the new time before it is sent, in the hand-made booking's words:
 * a closed day, holidays, outside the opening hours (the lunch break), in the past.
 */
export function moveWarnings({ column, fromMinute, toMinute }: ProposedMove, nowMinute: number): string[] {
  const warnings: string[] = []
  if (column.past || (column.today && fromMinute < nowMinute)) warnings.push(AGENDA_WARNINGS.past)
  if (column.closed === 'En congé') warnings.push(AGENDA_WARNINGS.holiday)
  else if (column.closed === 'Jour férié') warnings.push(AGENDA_WARNINGS.publicHoliday)
  else if (column.closed || !withinOpening(column.open, fromMinute, toMinute)) warnings.push(AGENDA_WARNINGS.closed)
  return warnings
}

type Props = {
  move: ProposedMove
  nowMinute: number
  notice: CustomerNotice
  onConfirm: (notice: CustomerNotice) => void
  onCancel: () => void
}

/** The dialog of a move: the new time, its warnings, « Prévenir le client ? », then Déplacer or Annuler. */
export function MoveConfirm({ move, nowMinute, notice: remembered, onConfirm, onCancel }: Props) {
  const [notice, setNotice] = useState(remembered)
  const warnings = moveWarnings(move, nowMinute)
  return (
    <form
      className="stack"
      style={{ gap: '0.75rem' }}
      onSubmit={(event) => {
        event.preventDefault()
        onConfirm(notice)
      }}
    >
      <h2 id="agenda-dialog-title" style={{ margin: 0 }}>
        Déplacer le rendez-vous
      </h2>
      <p style={{ margin: 0 }}>
        Nouvel horaire :{' '}
        <strong>{`${move.column.label}, ${clockOf(move.fromMinute)} – ${clockOf(move.toMinute)}`}</strong>
      </p>
      {warnings.length > 0 ? (
        <ul className="notice-warnings" role="alert" data-testid="move-warnings">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      <NoticeChoice value={notice} onChange={setNotice} past={warnings.includes(AGENDA_WARNINGS.past)} />
      <div className="actions-row">
        <button type="submit" className="btn btn-small">
          Déplacer
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={onCancel}>
          Ne pas déplacer
        </button>
      </div>
    </form>
  )
}
