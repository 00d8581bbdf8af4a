'use client'

import { useRouter } from 'next/navigation'
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'

import type { CustomerNotice } from '@/lib/agendaNotice'
import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'
import { VISIT_LABELS } from '@/server/appointments/visitSteps'
import type { GridColumn, GridItem } from '@/server/agenda/grid'

import { AgendaDetail, type Motive, NewAtTime } from './AgendaDetail'
import { clockOf, durationLabel, snap, SNAP_MINUTES, wallTime } from './gridTime'
import { MoveConfirm } from './MoveConfirm'
import styles from './grid.module.css'

type Props = {
  columns: GridColumn[]
  hours: { first: number; last: number }
  nowMinute: number
  /** Each groomer's motives (a practice's day view has a column per member): a new appointment offers its column's. */
  motives: Record<number, Motive[]>
  week: boolean
  zone: string
  /** The viewer's last answer to « Prévenir le client ? ». */
  notice: CustomerNotice
}

/** A move being chosen (by drag or arrow keys) before it is sent. */
type Draft = {
  origin: number
  column: number
  item: GridItem
  fromMinute: number
  toMinute: number
  by: 'pointer' | 'keys'
}
type Selection = { kind: 'item'; column: number; id: string } | { kind: 'new'; column: number; minute: number }

/** Pixels per minute of the grid: one 15-minute line every 14 px. */
const PX_PER_MINUTE = 14 / 15
const DRAG_THRESHOLD_PX = 5
/** On a touch screen a finger first scrolls the page: holding an appointment this long picks it up. */
const TOUCH_HOLD_MS = 300
const itemKey = (item: GridItem) => `${item.kind}-${item.id}`
/** An appointment that has ended (or was marked finished) stays where it is: the server refuses to move or cancel it. */
export const isOver = (item: GridItem, now = Date.now()) =>
  item.kind === 'appointment' && (Date.parse(item.end) <= now || item.visitStatus === 'finished')

/**
 * The agenda as an hour grid: one column per day (week) or per practice member (day), opening
 * hours unshaded, 15-minute lines, the current time, requests in their own style. An appointment
 * is dragged to move it and by its lower edge to change its duration; with the keyboard, arrows
 * move it (Shift: the duration) and Enter sends; tapping it opens its detail and actions, tapping
 * an empty time adds an appointment or a block there. The server answers as for any move.
 */
export function AgendaGrid({
  columns,
  hours,
  nowMinute: renderedNow,
  motives,
  week,
  zone,
  notice: rememberedNotice,
}: Props) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [draft, setDraft] = useState<Draft | null>(null)
  const [selection, setSelection] = useState<Selection | null>(null)
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [now, setNow] = useState(renderedNow)
  // A move dropped or validated, waiting for « Prévenir le client ? ».
  const [confirming, setConfirming] = useState<Draft | null>(null)
  const [notice, setNotice] = useState(rememberedNotice)
  const columnRefs = useRef<(HTMLDivElement | null)[]>([])
  const dialogRef = useRef<HTMLDialogElement>(null)
  const helpId = useId()
  const first = hours.first * 60
  const height = (hours.last - hours.first) * 60 * PX_PER_MINUTE
  const top = (minute: number) => (minute - first) * PX_PER_MINUTE

  // The now-line moves with the clock (rendered at `renderedNow`).
  useEffect(() => {
    const started = Date.now()
    const timer = setInterval(() => setNow(renderedNow + Math.floor((Date.now() - started) / 60_000)), 30_000)
    return () => clearInterval(timer)
  }, [renderedNow])

  const selected =
    selection?.kind === 'item' ? columns[selection.column]?.items.find((item) => itemKey(item) === selection.id) : null
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const open = confirming !== null || (selection !== null && (selection.kind === 'new' || Boolean(selected)))
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [selection, selected, confirming])

  /** A move chosen: a new start asks « Prévenir le client ? » first; a new end alone tells nobody and goes at once. */
  function propose(next: Draft) {
    const unchanged =
      next.column === next.origin && next.fromMinute === next.item.fromMinute && next.toMinute === next.item.toMinute
    if (!columns[next.column] || next.item.kind !== 'appointment' || unchanged) return setDraft(null)
    if (next.column === next.origin && next.fromMinute === next.item.fromMinute) return void send(next, null)
    setMessage(null)
    setConfirming(next)
  }

  function cancelMove() {
    setConfirming(null)
    setDraft(null)
    setMessage({ tone: 'info', text: 'Déplacement annulé.' })
  }

  async function send(next: Draft, chosen: CustomerNotice | null) {
    const column = columns[next.column]
    if (!column) return setDraft(null)
    setConfirming(null)
    setBusy(true)
    setMessage(null)
    if (chosen) setNotice(chosen)
    const resized = next.toMinute - next.fromMinute !== next.item.toMinute - next.item.fromMinute
    const body = {
      start: wallTime(column.date, next.fromMinute),
      ...(resized ? { durationMinutes: next.toMinute - next.fromMinute } : {}),
      ...(chosen ? { notify: chosen } : {}),
    }
    const { status, body: answer } = await apiFetch<{
      error?: string
      fields?: Record<string, string>
      warnings?: string[]
    }>(`/api/v1/users/${column.groomerId}/agenda/appointments/${next.item.id}/move`, {
      method: 'POST',
      body: JSON.stringify(body),
    }).catch(() => ({ status: 0, body: null }))
    setBusy(false)
    setDraft(null)
    if (status === 200) {
      const warnings = answer?.warnings?.length ? ` ${answer.warnings.join(' ')}` : ''
      setMessage({
        tone: 'info',
        text: `Rendez-vous enregistré : ${column.label}, ${clockOf(next.fromMinute)} – ${clockOf(next.toMinute)}.${warnings}`,
      })
      return router.refresh()
    }
    setMessage({
      tone: 'error',
      text:
        answer?.fields?.durationMinutes ??
        answer?.fields?.start ??
        answer?.error ??
        'Le rendez-vous n’a pas pu être déplacé, réessayez.',
    })
  }

  /** The column under the pointer, among those the item may move to (the same groomer's days). */
  function columnAt(x: number, from: number): number {
    const groomerId = columns[from]?.groomerId
    const index = columnRefs.current.findIndex((element, i) => {
      if (!element || columns[i]?.groomerId !== groomerId) return false
      const rect = element.getBoundingClientRect()
      return x >= rect.left && x < rect.right
    })
    return index === -1 ? from : index
  }

  /**
   * Follows a press on an appointment through the window (the block may change column while
   * dragged): a short press opens it, a drag moves it or, from its lower edge, stretches it.
   */
  function onPointerDown(event: PointerEvent<HTMLElement>, column: number, item: GridItem, resize: boolean) {
    if (busy || confirming || event.button !== 0) return
    const fixed = isOver(item)
    event.stopPropagation()
    const origin = { x: event.clientX, y: event.clientY }
    const touch = event.pointerType === 'touch'
    let armed = !touch
    let moved = false
    let latest: Draft | null = null
    const hold = touch
      ? setTimeout(
          () => ((armed = true), setMessage({ tone: 'info', text: 'Faites glisser le rendez-vous.' })),
          TOUCH_HOLD_MS,
        )
      : undefined
    const blockScroll = (touchEvent: TouchEvent) => {
      if (armed) touchEvent.preventDefault()
    }
    const move = (next: globalThis.PointerEvent) => {
      const dy = next.clientY - origin.y
      const far = Math.hypot(next.clientX - origin.x, dy) >= DRAG_THRESHOLD_PX
      if (!armed) {
        // A finger moving before the hold scrolls the page: no drag, no tap.
        if (far) stop(false)
        return
      }
      if (!moved && !far) return
      moved = true
      if (item.kind !== 'appointment' || fixed) return
      const delta = snap(dy / PX_PER_MINUTE)
      if (resize) {
        const toMinute = Math.max(item.fromMinute + 15, Math.min(24 * 60, snap(item.toMinute + delta)))
        latest = { origin: column, column, item, fromMinute: item.fromMinute, toMinute, by: 'pointer' }
      } else {
        const length = item.toMinute - item.fromMinute
        const fromMinute = Math.max(0, Math.min(24 * 60 - length, item.fromMinute + delta))
        latest = {
          origin: column,
          column: week ? columnAt(next.clientX, column) : column,
          item,
          fromMinute,
          toMinute: fromMinute + length,
          by: 'pointer',
        }
      }
      setDraft(latest)
    }
    const up = () => stop(true)
    const stop = (finished: boolean) => {
      clearTimeout(hold)
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      window.removeEventListener('pointercancel', cancel)
      window.removeEventListener('touchmove', blockScroll)
      if (!finished) return setDraft(null)
      if (moved && latest) return propose(latest)
      setDraft(null)
      if (!moved) setSelection({ kind: 'item', column, id: itemKey(item) })
    }
    const cancel = () => stop(false)
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    window.addEventListener('pointercancel', cancel)
    window.addEventListener('touchmove', blockScroll, { passive: false })
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, column: number, item: GridItem) {
    if (item.kind !== 'appointment' || busy || confirming || isOver(item)) return
    const current: Draft =
      draft?.by === 'keys' && draft.item === item
        ? draft
        : { origin: column, column, item, fromMinute: item.fromMinute, toMinute: item.toMinute, by: 'keys' }
    const length = current.toMinute - current.fromMinute
    let next: Draft | null = null
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const step = event.key === 'ArrowUp' ? -SNAP_MINUTES : SNAP_MINUTES
      if (event.shiftKey)
        next = { ...current, toMinute: Math.max(current.fromMinute + 15, Math.min(24 * 60, current.toMinute + step)) }
      else {
        const fromMinute = Math.max(0, Math.min(24 * 60 - length, current.fromMinute + step))
        next = { ...current, fromMinute, toMinute: fromMinute + length }
      }
    } else if (week && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      const target = current.column + (event.key === 'ArrowLeft' ? -1 : 1)
      if (columns[target]?.groomerId === columns[column]?.groomerId) next = { ...current, column: target }
    } else if (event.key === 'Enter' && draft?.by === 'keys' && draft.item === item) {
      event.preventDefault()
      return propose(draft)
    } else if (event.key === 'Escape' && draft) {
      event.preventDefault()
      setDraft(null)
      return setMessage({ tone: 'info', text: 'Déplacement annulé.' })
    }
    if (!next) return
    event.preventDefault()
    setDraft(next)
    const day = columns[next.column]
    setMessage({
      tone: 'info',
      text: `Nouvel horaire : ${day?.label ?? ''} ${clockOf(next.fromMinute)} – ${clockOf(next.toMinute)}. Entrée pour valider, Échap pour annuler.`,
    })
  }

  function onColumnClick(event: MouseEvent<HTMLDivElement>, column: number) {
    if (event.target !== event.currentTarget) return
    const rect = event.currentTarget.getBoundingClientRect()
    const minute = Math.max(
      0,
      Math.min(
        24 * 60 - 15,
        first + Math.floor((event.clientY - rect.top) / PX_PER_MINUTE / SNAP_MINUTES) * SNAP_MINUTES,
      ),
    )
    setSelection({ kind: 'new', column, minute })
  }

  const lines = Array.from({ length: hours.last - hours.first }, (_, index) => hours.first + index)
  const gridStyle = {
    '--columns': columns.length,
    '--grid-height': `${height}px`,
    '--hour': `${60 * PX_PER_MINUTE}px`,
  } as CSSProperties
  return (
    <div className={styles.wrap}>
      <p id={helpId} className="visually-hidden">
        Touchez un rendez-vous pour le voir et agir, ou faites-le glisser ; au clavier, les flèches le déplacent de 15
        minutes, Maj et flèches changent sa durée, Entrée valide.
      </p>
      <div
        className={styles.grid}
        style={gridStyle}
        data-testid="agenda-grid"
        data-columns={columns.length}
        data-hydrated={hydrated ? 'true' : undefined}
      >
        <div className={styles.corner} aria-hidden="true" />
        {columns.map((column) => (
          <div key={column.key} className={`${styles.head} ${column.today ? styles.headToday : ''}`}>
            <span className={styles.headLabel}>{column.label}</span>
            {column.closed ? (
              <span className={styles.headClosed} title={column.closed}>
                {column.closed.startsWith('Fermé') ? 'Fermé' : column.closed}
                {column.closed.startsWith('Fermé') && column.closed !== 'Fermé' ? (
                  <span className="visually-hidden">{column.closed.slice('Fermé'.length)}</span>
                ) : null}
              </span>
            ) : null}
          </div>
        ))}
        <div className={styles.hours} aria-hidden="true">
          {lines.map((hour) => (
            <span key={hour} style={{ top: top(hour * 60) }}>
              {String(hour).padStart(2, '0')}h
            </span>
          ))}
        </div>
        {columns.map((column, index) => (
          <div
            key={column.key}
            ref={(element) => {
              columnRefs.current[index] = element
            }}
            className={`${styles.column} ${column.today ? styles.columnToday : ''}`}
            onClick={(event) => onColumnClick(event, index)}
            data-testid="agenda-column"
            data-date={column.date}
            data-groomer={column.groomerId}
            aria-label={`${column.label}${column.closed ? ` (${column.closed})` : ''}`}
            role="group"
          >
            {column.open.map(([from, to]) => (
              <div
                key={from}
                className={styles.open}
                style={{ top: top(from), height: (to - from) * PX_PER_MINUTE }}
                aria-hidden="true"
              />
            ))}
            {column.today && now >= first && now <= hours.last * 60 ? (
              <div className={styles.now} style={{ top: top(now) }} data-testid="agenda-now" aria-hidden="true" />
            ) : null}
            {column.items.map((item) => {
              const moving = draft?.item === item
              const elsewhere = moving && draft.column !== index
              // Dragged to another day it shows there; moved there by keys it keeps its place (and the focus) here.
              if (elsewhere && draft.by === 'pointer') return null
              const place =
                moving && !elsewhere
                  ? { from: draft.fromMinute, to: draft.toMinute }
                  : { from: item.fromMinute, to: item.toMinute }
              return (
                <GridBlock
                  key={itemKey(item)}
                  item={item}
                  place={place}
                  top={top}
                  moving={moving}
                  describedBy={helpId}
                  onPointerDown={(event, resize) => onPointerDown(event, index, item, resize)}
                  onOpen={() => setSelection({ kind: 'item', column: index, id: itemKey(item) })}
                  onKeyDown={(event) => onKeyDown(event, index, item)}
                />
              )
            })}
            {draft && draft.column === index && !column.items.includes(draft.item) ? (
              <div
                className={`${styles.item} ${styles.ghost}`}
                style={{ top: top(draft.fromMinute), height: (draft.toMinute - draft.fromMinute) * PX_PER_MINUTE }}
                aria-hidden="true"
                data-testid="grid-ghost"
              >
                <span className={styles.itemTime}>{clockOf(draft.fromMinute)}</span>
                <span className={styles.itemText}>{durationLabel(draft.toMinute - draft.fromMinute)}</span>
              </div>
            ) : null}
          </div>
        ))}
      </div>
      <p
        className={message?.tone === 'error' ? 'field-error' : styles.status}
        role={message?.tone === 'error' ? 'alert' : 'status'}
        aria-live="polite"
      >
        {busy ? 'Enregistrement…' : (message?.text ?? '')}
      </p>
      <dialog
        ref={dialogRef}
        className={`booking-dialog ${styles.dialog}`}
        onClose={() => (confirming ? cancelMove() : setSelection(null))}
        aria-labelledby="agenda-dialog-title"
      >
        {confirming && columns[confirming.column] ? (
          <MoveConfirm
            move={{
              column: columns[confirming.column]!,
              fromMinute: confirming.fromMinute,
              toMinute: confirming.toMinute,
            }}
            nowMinute={now}
            notice={notice}
            onConfirm={(chosen) => void send(confirming, chosen)}
            onCancel={cancelMove}
          />
        ) : selection?.kind === 'item' && selected ? (
          <AgendaDetail
            item={selected}
            column={columns[selection.column]!}
            zone={zone}
            notice={notice}
            motives={motives[columns[selection.column]!.groomerId] ?? []}
            onClose={() => setSelection(null)}
          />
        ) : selection?.kind === 'new' ? (
          <NewAtTime
            column={columns[selection.column]!}
            minute={selection.minute}
            motives={motives[columns[selection.column]!.groomerId] ?? []}
            zone={zone}
            notice={notice}
            onClose={() => setSelection(null)}
            onSaved={(warnings, chosen) => {
              setNotice(chosen)
              setSelection(null)
              setMessage({ tone: 'info', text: ['Le rendez-vous est enregistré.', ...warnings].join(' ') })
            }}
          />
        ) : null}
      </dialog>
    </div>
  )
}

type BlockProps = {
  item: GridItem
  place: { from: number; to: number }
  top: (minute: number) => number
  moving: boolean
  describedBy: string
  onPointerDown: (event: PointerEvent<HTMLElement>, resize: boolean) => void
  onOpen: () => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}

/** One appointment or blocked time on the grid: a button (detail), draggable, with a lower edge to stretch. */
function GridBlock({ item, place, top, moving, describedBy, onPointerDown, onOpen, onKeyDown }: BlockProps) {
  const tone = item.kind === 'block' ? styles.block : item.status === 'pending' ? styles.pending : styles.confirmed
  const label =
    item.kind === 'block'
      ? `Bloqué ${clockOf(place.from)} – ${clockOf(place.to)} : ${item.reason}`
      : `${clockOf(place.from)} – ${clockOf(place.to)}, ${item.customer}${item.pet ? `, ${item.pet.name}` : ''}, ${item.title}${item.status === 'pending' ? ', en attente de validation' : ''}${item.visitStatus ? `, ${VISIT_LABELS[item.visitStatus]}` : ''}`
  return (
    <button
      type="button"
      className={`${styles.item} ${tone} ${moving ? styles.moving : ''} ${place.to - place.from < 50 ? styles.compact : ''}`}
      style={{ top: top(place.from), height: Math.max((place.to - place.from) * PX_PER_MINUTE, 14) }}
      aria-label={label}
      aria-describedby={item.kind === 'appointment' ? describedBy : undefined}
      data-testid={item.kind === 'block' ? 'grid-block' : 'grid-appointment'}
      data-reference={item.kind === 'appointment' ? item.reference : undefined}
      onPointerDown={(event) => onPointerDown(event, false)}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // Pointer taps open it on pointer up; a keyboard's Enter or Space arrives as a click with no pointer.
        if (event.detail === 0) onOpen()
      }}
    >
      {/* One line each, never squeezed over one another: the time and who, then the pet and the motive; what does not fit is cut at the bottom. */}
      <span className={styles.itemLine}>
        <span className={styles.itemTime}>{clockOf(place.from)}</span>
        <span className={styles.itemText}>{item.kind === 'block' ? item.reason : item.customer}</span>
      </span>
      {item.kind === 'appointment' ? (
        <span className={`${styles.itemText} ${styles.itemTitle}`}>
          {item.pet && !item.title.endsWith(` – ${item.pet.name}`) ? `${item.pet.name} · ${item.title}` : item.title}
        </span>
      ) : null}
      {item.kind === 'appointment' && item.visitStatus ? (
        <span className={styles.itemVisit}>{VISIT_LABELS[item.visitStatus]}</span>
      ) : null}
      {moving ? <span className={styles.itemText}>{durationLabel(place.to - place.from)}</span> : null}
      {item.kind === 'appointment' ? (
        <span
          className={styles.resize}
          aria-hidden="true"
          onPointerDown={(event) => onPointerDown(event, true)}
          data-testid="grid-resize"
        />
      ) : null}
    </button>
  )
}
