'use client'

import { useId, useState } from 'react'

import { type CustomerNotice, wallNow } from '@/lib/agendaNotice'
import { useHydrated } from '@/lib/useHydrated'

import { describedBy, Field } from './Field'
import { NoticeChoice } from './NoticeChoice'
import { useApiForm } from './useApiForm'
import styles from './agenda.module.css'

type Motive = { id: number; title: string; duration: number }

const EMPTY = {
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  petName: '',
  species: 'dog',
  size: '',
  note: '',
}

type Props = {
  groomerId: number
  motives: Motive[]
  defaultDay: string
  defaultStart?: string
  /** The agenda's zone: a start before now there is a visit typed in after the fact (nobody is told). */
  zone: string
  /** The groomer's last answer to « Prévenir le client ? ». */
  notice: CustomerNotice
  /** Called once saved (the grid's dialog closes and shows the new appointment); without it the form says so itself. */
  onSaved?: (warnings: string[], notice: CustomerNotice) => void
}

/** An appointment typed by the groomer for a customer: confirmed at once, outside opening hours allowed. */
export function ManualAppointmentForm({
  groomerId,
  motives,
  defaultDay,
  defaultStart,
  zone,
  notice: remembered,
  onSaved,
}: Props) {
  const hydrated = useHydrated()
  const id = useId()
  const [motive, setMotive] = useState(String(motives[0]?.id ?? ''))
  const [start, setStart] = useState(defaultStart ?? `${defaultDay}T10:00`)
  const [form, setForm] = useState(EMPTY)
  const [notice, setNotice] = useState(remembered)
  const past = hydrated && start !== '' && start < wallNow(zone)
  const { busy, fields, error, done, warnings, submit } = useApiForm(`/api/v1/users/${groomerId}/agenda/appointments`)
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value })

  if (motives.length === 0) return <p className="muted">Créez d’abord un motif de rendez-vous (Paramètres › Motifs).</p>
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        const pet = { name: form.petName, species: form.species, size: form.size }
        const data = {
          motive: Number(motive),
          start,
          customerName: form.customerName,
          customerPhone: form.customerPhone,
          customerEmail: form.customerEmail,
          pet,
          note: form.note,
          notify: notice,
        }
        const warnings = await submit(data, 'Le rendez-vous est enregistré.')
        if (!warnings) return
        setForm(EMPTY)
        onSaved?.(warnings, notice)
      }}
    >
      <div className={styles.row}>
        <Field id={`${id}-motive`} label="Motif" error={fields.motive}>
          <select
            id={`${id}-motive`}
            value={motive}
            onChange={(e) => setMotive(e.target.value)}
            {...describedBy(`${id}-motive`, fields.motive)}
          >
            {motives.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title} ({option.duration} min)
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-start`} label="Date et heure" error={fields.start}>
          <input
            id={`${id}-start`}
            type="datetime-local"
            required
            value={start}
            onChange={(e) => setStart(e.target.value)}
            {...describedBy(`${id}-start`, fields.start)}
          />
        </Field>
        <Field id={`${id}-name`} label="Nom du client" error={fields.customerName}>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="off"
            required
            value={form.customerName}
            onChange={set('customerName')}
            {...describedBy(`${id}-name`, fields.customerName)}
          />
        </Field>
        <Field id={`${id}-phone`} label="Téléphone" error={fields.customerPhone}>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="off"
            required
            value={form.customerPhone}
            onChange={set('customerPhone')}
            {...describedBy(`${id}-phone`, fields.customerPhone)}
          />
        </Field>
        <Field id={`${id}-email`} label="E-mail (facultatif)" error={fields.customerEmail}>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={form.customerEmail}
            onChange={set('customerEmail')}
            {...describedBy(`${id}-email`, fields.customerEmail)}
          />
        </Field>
        <Field id={`${id}-pet`} label="Nom de l’animal" error={fields['pet.name']}>
          <input
            id={`${id}-pet`}
            type="text"
            autoComplete="off"
            required
            value={form.petName}
            onChange={set('petName')}
            {...describedBy(`${id}-pet`, fields['pet.name'])}
          />
        </Field>
        <Field id={`${id}-species`} label="Espèce" error={fields['pet.species']}>
          <select
            id={`${id}-species`}
            value={form.species}
            onChange={set('species')}
            {...describedBy(`${id}-species`, fields['pet.species'])}
          >
            <option value="dog">Chien</option>
            <option value="cat">Chat</option>
            <option value="rabbit">Lapin</option>
            <option value="other">Autre NAC</option>
          </select>
        </Field>
        <Field id={`${id}-size`} label="Gabarit" error={fields['pet.size']}>
          <select
            id={`${id}-size`}
            value={form.size}
            onChange={set('size')}
            {...describedBy(`${id}-size`, fields['pet.size'])}
          >
            <option value="">Non précisé</option>
            <option value="small">Petit (moins de 10 kg)</option>
            <option value="medium">Moyen (10 à 25 kg)</option>
            <option value="large">Grand (25 à 45 kg)</option>
            <option value="giant">Très grand (plus de 45 kg)</option>
          </select>
        </Field>
      </div>
      <Field id={`${id}-note`} label="Note (facultatif)" error={fields.note}>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={1000}
          value={form.note}
          onChange={set('note')}
          {...describedBy(`${id}-note`, fields.note)}
        />
      </Field>
      <NoticeChoice value={notice} onChange={setNotice} past={past} />
      {error && Object.keys(fields).length === 0 ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {done && !onSaved ? (
        <div className="notice" role="status">
          <p style={{ margin: 0 }}>{done}</p>
          {warnings.length > 0 ? (
            <ul className="notice-warnings">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="btn" disabled={busy || !hydrated}>
        Enregistrer le rendez-vous
      </button>
    </form>
  )
}
