'use client'

import { useState } from 'react'

import { FormError } from '@/components/booking/fields'
import { durationLabel, motivePriceLabel, priceLabel } from '@/components/groomers/format'
import { rhythmLabel } from '@/server/rebooking/rhythm'
import { useHydrated } from '@/lib/useHydrated'

import { KINDS, MotiveForm, type EditableMotive } from './MotiveForm'
import styles from './settings.module.css'
import { useApiAction } from './useApiAction'

const SIZE_LABELS = { small: 'petit', medium: 'moyen', large: 'grand', giant: 'très grand' } as const

function sizesLabel(motive: EditableMotive): string {
  const parts = Object.entries(SIZE_LABELS).flatMap(([size, label]) => {
    const minutes = motive.sizeDurations?.[size as keyof typeof SIZE_LABELS]
    const price = motive.sizePrices?.[size as keyof typeof SIZE_LABELS]
    const facts = [minutes ? durationLabel(minutes) : null, priceLabel(price)].filter(Boolean)
    return facts.length ? [`${label} ${facts.join(' ')}`] : []
  })
  return parts.length ? `Selon le gabarit : ${parts.join(', ')}` : ''
}

/** The groomer's motives: each can be edited or deleted; a form adds a new one. */
export function MotivesManager({ motives }: { motives: EditableMotive[] }) {
  const hydrated = useHydrated()
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const { call, busy, error } = useApiAction()
  const [failedId, setFailedId] = useState<number | null>(null)

  async function remove(motive: EditableMotive) {
    if (!window.confirm(`Supprimer le motif « ${motive.title} » ?`)) return
    setFailedId(motive.id)
    await call('DELETE', `/api/v1/motives/${motive.id}`)
  }

  return (
    <div className="stack">
      {motives.length === 0 ? (
        <p className="muted">Aucun motif pour le moment : ajoutez votre première prestation.</p>
      ) : null}
      <ul className={styles.list}>
        {motives.map((motive) => (
          <li key={motive.id} className="card">
            {editing === motive.id ? (
              <MotiveForm motive={motive} onDone={() => setEditing(null)} />
            ) : (
              <>
                <h2 className={styles.title}>{motive.title}</h2>
                <p className={`muted ${styles.meta}`}>
                  {[
                    durationLabel(motive.duration),
                    motivePriceLabel(motive),
                    KINDS.find((k) => k.value === motive.kind)?.label,
                    motive.bookableOnline === false ? 'Non réservable en ligne' : 'Réservable en ligne',
                    motive.bookableOnline !== false && motive.instantBooking ? 'Confirmation immédiate' : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {sizesLabel(motive) ? <p className={styles.meta}>{sizesLabel(motive)}</p> : null}
                {motive.rhythmWeeks ? (
                  <p className={styles.meta}>Rappel au client {rhythmLabel(motive.rhythmWeeks)}</p>
                ) : null}
                {motive.kind === 'visio' && motive.videoLink ? (
                  <p className={styles.meta}>Lien visio : {motive.videoLink}</p>
                ) : null}
                {motive.description ? <p className={styles.meta}>{motive.description}</p> : null}
                {failedId === motive.id ? <FormError message={error} /> : null}
                <div className="actions-row">
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    disabled={!hydrated || busy}
                    onClick={() => setEditing(motive.id)}
                  >
                    Modifier<span className="visually-hidden"> {motive.title}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    disabled={!hydrated || busy}
                    onClick={() => void remove(motive)}
                  >
                    Supprimer<span className="visually-hidden"> {motive.title}</span>
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <section className="card" aria-labelledby="new-motive-title">
          <h2 id="new-motive-title" className={styles.title}>
            Nouveau motif
          </h2>
          <MotiveForm onDone={() => setEditing(null)} />
        </section>
      ) : (
        <div>
          <button type="button" className="btn" disabled={!hydrated} onClick={() => setEditing('new')}>
            Ajouter un motif
          </button>
        </div>
      )}
    </div>
  )
}
