'use client'

import { useId, useState } from 'react'

import { FormError, SelectField, TextField } from '@/components/booking/fields'
import { parsePrice, priceInput } from '@/lib/price'
import { suggestedRhythmWeeks } from '@/server/rebooking/rhythm'
import { useHydrated } from '@/lib/useHydrated'

import styles from './settings.module.css'
import { useApiAction } from './useApiAction'

export type EditableMotive = {
  id: number
  title: string
  duration: number
  price?: number | null
  kind: 'salon' | 'home' | 'visio' | 'phone'
  videoLink?: string | null
  bookableOnline?: boolean | null
  instantBooking?: boolean | null
  description?: string | null
  sizeDurations?: Partial<Record<Size, number | null>>
  sizePrices?: Partial<Record<Size, number | null>>
  rhythmWeeks?: number | null
}

type Size = 'small' | 'medium' | 'large' | 'giant'

export const KINDS = [
  { value: 'salon', label: 'En salon' },
  { value: 'home', label: 'À domicile (chez le client)' },
  { value: 'visio', label: 'Visio' },
  { value: 'phone', label: 'Téléphone' },
]

const SIZES: { value: Size; label: string }[] = [
  { value: 'small', label: 'Petit (moins de 10 kg)' },
  { value: 'medium', label: 'Moyen (10 à 25 kg)' },
  { value: 'large', label: 'Grand (25 à 45 kg)' },
  { value: 'giant', label: 'Très grand (plus de 45 kg)' },
]

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value))

/** The API's limits, shown as a counter while typing (never a silent cut at the limit). */
export const TITLE_MAX = 120
export const DESCRIPTION_MAX = 2000
const counter = (value: string, max: number) => `${value.length} / ${max} caractères`
/** The French error of a text over its limit, before the server is asked. */
export const overLimit = (what: string, value: string, max: number) =>
  value.length > max
    ? `${what} : ${value.length - max} caractère${value.length - max > 1 ? 's' : ''} de trop (${max} au plus).`
    : undefined

/** Creates a motive, or edits `motive`, through the API; the errors sit beside their fields. */
export function MotiveForm({ motive, onDone }: { motive?: EditableMotive; onDone: () => void }) {
  const hydrated = useHydrated()
  const { call, busy, error, fields } = useApiAction()
  const descriptionId = useId()
  const [form, setForm] = useState({
    title: motive?.title ?? '',
    duration: text(motive?.duration ?? 60),
    price: priceInput(motive?.price),
    kind: motive?.kind ?? 'salon',
    videoLink: motive?.videoLink ?? '',
    bookableOnline: motive?.bookableOnline !== false,
    instantBooking: motive?.instantBooking === true,
    description: motive?.description ?? '',
    // A new motive suggests a rhythm from its kind and duration (none for a quick care); the groomer may change it.
    rhythmWeeks: motive ? text(motive.rhythmWeeks) : text(suggestedRhythmWeeks('salon', 60)),
    sizes: Object.fromEntries(SIZES.map(({ value }) => [value, text(motive?.sizeDurations?.[value])])) as Record<
      Size,
      string
    >,
    sizePrices: Object.fromEntries(
      SIZES.map(({ value }) => [value, priceInput(motive?.sizePrices?.[value])]),
    ) as Record<Size, string>,
  })
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch })
  /** While a new motive's rhythm is the suggested one, it follows the kind and the duration. */
  const [rhythmTyped, setRhythmTyped] = useState(false)
  const suggest = (kind: string, duration: string) =>
    motive || rhythmTyped ? {} : { rhythmWeeks: text(suggestedRhythmWeeks(kind, Number(duration))) }

  const titleError = fields.title ?? overLimit('L’intitulé est trop long', form.title, TITLE_MAX)
  const descriptionError =
    fields.description ?? overLimit('Les détails sont trop longs', form.description, DESCRIPTION_MAX)
  const price = parsePrice(form.price)
  // A price half typed ("55,") is said wrong only once the groomer tries to save.
  const [tried, setTried] = useState(false)
  const priceError = fields.price ?? (tried && 'error' in price ? price.error : undefined)
  const sizePriceError = (size: Size) => {
    const parsed = parsePrice(form.sizePrices[size])
    return fields[`sizePrices.${size}`] ?? (tried && 'error' in parsed ? parsed.error : undefined)
  }

  async function submit() {
    setTried(true)
    const sizePriceWrong = SIZES.some(({ value }) => 'error' in parsePrice(form.sizePrices[value]))
    if (
      overLimit('', form.title, TITLE_MAX) ||
      overLimit('', form.description, DESCRIPTION_MAX) ||
      'error' in price ||
      sizePriceWrong
    )
      return
    const body = { ...form, sizeDurations: form.sizes, sizes: undefined }
    const answer = motive
      ? await call('PUT', `/api/v1/motives/${motive.id}`, body)
      : await call('POST', '/api/v1/motives', body)
    if (answer) onDone()
  }

  return (
    <form
      noValidate
      aria-label={motive ? `Modifier le motif ${motive.title}` : 'Nouveau motif'}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <TextField
        label="Intitulé"
        value={form.title}
        onChange={(e) => set({ title: e.target.value })}
        error={titleError}
        hint={counter(form.title, TITLE_MAX)}
        required
      />
      <div className={styles.row}>
        <TextField
          label="Durée (minutes)"
          type="number"
          inputMode="numeric"
          min={10}
          max={480}
          step={5}
          value={form.duration}
          onChange={(e) => set({ duration: e.target.value, ...suggest(form.kind, e.target.value) })}
          error={fields.duration}
          required
        />
        <TextField
          label="Prix (€)"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="42,50"
          value={form.price}
          onChange={(e) => set({ price: e.target.value })}
          error={priceError}
        />
        <SelectField
          label="Type de rendez-vous"
          value={form.kind}
          onChange={(kind) => set({ kind: kind as typeof form.kind, ...suggest(kind, form.duration) })}
          options={KINDS}
          error={fields.kind}
        />
      </div>
      {form.kind === 'visio' ? (
        <TextField
          label="Lien visio"
          type="url"
          placeholder="https://…"
          value={form.videoLink}
          onChange={(e) => set({ videoLink: e.target.value })}
          error={fields.videoLink}
          hint="Envoyé au client avec la confirmation."
          required
        />
      ) : null}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={form.bookableOnline}
          onChange={(e) => set({ bookableOnline: e.target.checked })}
        />
        Réservable en ligne
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={form.instantBooking}
          disabled={!form.bookableOnline}
          onChange={(e) => set({ instantBooking: e.target.checked })}
        />
        Confirmation immédiate (sans validation de votre part)
      </label>
      <TextField
        label="Rythme conseillé (semaines, facultatif)"
        type="number"
        inputMode="numeric"
        min={1}
        max={52}
        value={form.rhythmWeeks}
        onChange={(e) => {
          setRhythmTyped(true)
          set({ rhythmWeeks: e.target.value })
        }}
        error={fields.rhythmWeeks}
        hint="Le client reçoit un rappel quand ce délai est passé depuis la dernière visite. Laissez vide pour ne pas en envoyer."
      />
      <fieldset className={styles.fieldset}>
        <legend>Durée et prix selon le gabarit (facultatif)</legend>
        <p className="muted" style={{ marginTop: 0 }}>
          Laissez vide pour garder la durée ou le prix du motif. Le client indique le gabarit de son animal en réservant
          et voit le prix qui lui correspond ; sans aucun prix, il lit « prix sur place ».
        </p>
        {SIZES.map(({ value, label }) => (
          <div key={value} className={styles.row}>
            <TextField
              label={`${label} : minutes`}
              type="number"
              inputMode="numeric"
              min={10}
              max={480}
              step={5}
              value={form.sizes[value]}
              onChange={(e) => set({ sizes: { ...form.sizes, [value]: e.target.value } })}
              error={fields[`sizeDurations.${value}`]}
            />
            <TextField
              label={`${label} : €`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={form.sizePrices[value]}
              onChange={(e) => set({ sizePrices: { ...form.sizePrices, [value]: e.target.value } })}
              error={sizePriceError(value)}
            />
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={descriptionId}>Détails (facultatif)</label>
        <span id={`${descriptionId}-count`} className="muted" style={{ fontSize: '0.9rem' }}>
          {counter(form.description, DESCRIPTION_MAX)}
        </span>
        <textarea
          id={descriptionId}
          value={form.description}
          onChange={(e) => set({ description: e.target.value })}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={[`${descriptionId}-count`, descriptionError ? `${descriptionId}-error` : null]
            .filter(Boolean)
            .join(' ')}
        />
        {descriptionError ? (
          <span id={`${descriptionId}-error`} className="field-error">
            {descriptionError}
          </span>
        ) : null}
      </div>
      <FormError message={error} />
      <div className="actions-row">
        <button type="submit" className="btn" disabled={busy || !hydrated}>
          {motive ? 'Enregistrer' : 'Ajouter le motif'}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy || !hydrated} onClick={onDone}>
          Annuler
        </button>
      </div>
    </form>
  )
}
