'use client'

import { useId, useRef, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'
import {
  REVIEW_CRITERIA,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type CriterionName,
  type Ratings,
} from '@/server/reviews/rules'

import styles from './reviews.module.css'

type Answer = { message?: string; error?: string; fields?: Record<string, string> }
type Props = { token: string; appointment: string; initial: { ratings: Ratings; text: string } | null }

function RatingInput({
  name,
  label,
  value,
  error,
  onChange,
}: {
  name: CriterionName
  label: string
  value: number
  error?: string
  onChange: (value: number) => void
}) {
  const errorId = useId()
  return (
    <fieldset className={styles.rating} aria-describedby={error ? errorId : undefined}>
      <legend>{label}</legend>
      <div className={styles.starRow}>
        {[1, 2, 3, 4, 5].map((mark) => (
          <label key={mark} className={`${styles.star} ${mark <= value ? styles.on : ''}`}>
            <input
              type="radio"
              name={name}
              value={mark}
              checked={value === mark}
              onChange={() => onChange(mark)}
              aria-label={`${mark} sur 5`}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.ratingError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** The owner's review: four star ratings and a text, sent with the link's token. */
export function ReviewForm({ token, appointment, initial }: Props) {
  const [ratings, setRatings] = useState<Record<CriterionName, number>>(
    initial?.ratings ?? { welcome: 0, petCare: 0, result: 0, value: 0 },
  )
  const [text, setText] = useState(initial?.text ?? '')
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const textId = useId()
  const textHelpId = useId()
  const textErrorId = useId()
  const doneRef = useRef<HTMLParagraphElement>(null)
  const length = text.trim().length

  async function submit() {
    setBusy(true)
    setError(null)
    setFields({})
    const { status, body } = await apiFetch<Answer>('/api/v1/reviews', {
      method: 'POST',
      body: JSON.stringify({ token, appointment, ratings, text }),
    })
    setBusy(false)
    if (status === 200) {
      setDone(body?.message ?? 'Merci pour votre avis !')
      requestAnimationFrame(() => doneRef.current?.focus())
      return
    }
    const found = body?.fields ?? {}
    // A criterion left at 0 stars arrives as one error on each rating.
    setFields(
      Object.fromEntries(Object.entries(found).map(([key, message]) => [key.replace(/^ratings\./, ''), message])),
    )
    if (Object.keys(found).length === 0) setError(body?.error ?? 'Une erreur est survenue, réessayez.')
  }

  if (done) {
    return (
      <p ref={doneRef} className="notice" role="status" tabIndex={-1}>
        {done}
      </p>
    )
  }
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div>
        {REVIEW_CRITERIA.map(({ name, label }) => (
          <RatingInput
            key={name}
            name={name}
            label={label}
            value={ratings[name]}
            error={fields[name] ?? fields.ratings}
            onChange={(mark) => setRatings((current) => ({ ...current, [name]: mark }))}
          />
        ))}
      </div>
      <div className="field" style={{ marginBottom: 0 }}>
        <label htmlFor={textId}>Votre avis</label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={6}
          maxLength={REVIEW_TEXT_MAX}
          required
          aria-invalid={fields.text ? true : undefined}
          aria-describedby={[textHelpId, fields.text ? textErrorId : ''].filter(Boolean).join(' ')}
        />
        <p id={textHelpId} className={`muted ${styles.counter}`}>
          {length < REVIEW_TEXT_MIN
            ? `Encore ${REVIEW_TEXT_MIN - length} caractères au moins.`
            : `${length} / ${REVIEW_TEXT_MAX} caractères.`}{' '}
          Pas de numéro de téléphone ni d’adresse e-mail.
        </p>
        {fields.text ? (
          <p id={textErrorId} className="field-error" role="alert" style={{ margin: 0 }}>
            {fields.text}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn" disabled={busy || !hydrated} style={{ justifySelf: 'start' }}>
        {initial ? 'Modifier mon avis' : 'Envoyer mon avis'}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
