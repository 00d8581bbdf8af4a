'use client'

import { DateTime } from 'luxon'
import { useState } from 'react'

import { FormError, TextField } from '@/components/booking/fields'
import { slotLong } from '@/components/groomers/format'
import { useHydrated } from '@/lib/useHydrated'

import styles from './settings.module.css'
import { useApiAction } from './useApiAction'

type Holiday = { id: number; from: string; to: string; label: string }
type Clash = { reference: string; start: string; title: string }

const day = (date: string) => DateTime.fromISO(date).setLocale('fr').toFormat('cccc d LLLL yyyy')
const period = (h: Holiday) => (h.from === h.to ? `Le ${day(h.from)}` : `Du ${day(h.from)} au ${day(h.to)}`)

/** The groomer's coming holidays: add one (its appointments are reported, kept), delete one. */
export function HolidaysManager({
  holidays,
  today,
  timezone,
}: {
  holidays: Holiday[]
  today: string
  timezone: string
}) {
  const hydrated = useHydrated()
  const adding = useApiAction()
  const removing = useApiAction()
  const [form, setForm] = useState({ from: '', to: '', label: '' })
  const [clashes, setClashes] = useState<Clash[] | null>(null)
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({})
  const fields = { ...adding.fields, ...localErrors }

  async function add() {
    const errors: Record<string, string> = {}
    if (!form.from) errors.from = 'Choisissez la date de début.'
    else if (form.from < today) errors.from = 'La période ne peut pas commencer dans le passé.'
    if (!form.to) errors.to = 'Choisissez la date de fin.'
    else if (form.from && form.to < form.from) errors.to = 'La date de fin doit suivre la date de début.'
    setLocalErrors(errors)
    if (Object.keys(errors).length) return
    const answer = await adding.call('POST', '/api/v1/holidays', form)
    if (!answer) return
    setClashes((answer.clashes as Clash[]) ?? [])
    setForm({ from: '', to: '', label: '' })
  }

  return (
    <div className="stack">
      <section className="card" aria-labelledby="add-holiday-title">
        <h2 id="add-holiday-title">Ajouter une période</h2>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void add()
          }}
        >
          <div className={styles.row}>
            <TextField
              label="Du"
              type="date"
              min={today}
              value={form.from}
              onChange={(e) => setForm({ ...form, from: e.target.value })}
              error={fields.from}
              required
            />
            <TextField
              label="Au (inclus)"
              type="date"
              min={form.from || today}
              value={form.to}
              onChange={(e) => setForm({ ...form, to: e.target.value })}
              error={fields.to}
              required
            />
            <TextField
              label="Libellé (facultatif)"
              value={form.label}
              maxLength={120}
              placeholder="Congés d’été"
              onChange={(e) => setForm({ ...form, label: e.target.value })}
              error={fields.label}
            />
          </div>
          {Object.keys(localErrors).length ? (
            <FormError message="Vérifiez les dates de la période." />
          ) : (
            <FormError message={adding.error} />
          )}
          <button type="submit" className="btn" disabled={adding.busy || !hydrated}>
            Ajouter la période
          </button>
        </form>
        {clashes && clashes.length > 0 ? (
          <div className={styles.warning} role="alert" style={{ marginTop: '1rem' }}>
            <p style={{ marginTop: 0 }}>
              <strong>Attention :</strong>{' '}
              {clashes.length === 1 ? 'un rendez-vous est prévu' : `${clashes.length} rendez-vous sont prévus`} pendant
              ces vacances. Ils ne sont pas annulés : prévenez vos clients ou déplacez-les.
            </p>
            <ul>
              {clashes.map((clash) => (
                <li key={clash.reference}>
                  {slotLong(DateTime.fromISO(clash.start, { zone: timezone }).toISO() ?? clash.start)}
                  {clash.title ? ` – ${clash.title}` : ''}
                </li>
              ))}
            </ul>
          </div>
        ) : clashes ? (
          <p role="status">Période ajoutée : ces jours ne sont plus proposés à la réservation.</p>
        ) : null}
      </section>
      <section aria-labelledby="holidays-title" className="stack">
        <h2 id="holidays-title">Vos périodes à venir</h2>
        {holidays.length === 0 ? <p className="muted">Aucune période de vacances prévue.</p> : null}
        <FormError message={removing.error} />
        <ul className={styles.list}>
          {holidays.map((holiday) => (
            <li key={holiday.id} className="card">
              <p className={styles.title} style={{ textTransform: 'none' }}>
                {period(holiday)}
              </p>
              {holiday.label ? <p className={`muted ${styles.meta}`}>{holiday.label}</p> : null}
              <div className="actions-row">
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  disabled={removing.busy || !hydrated}
                  onClick={() => {
                    if (
                      window.confirm(`Supprimer la période ${period(holiday)} ? Ces jours redeviendront réservables.`)
                    )
                      void removing.call('DELETE', `/api/v1/holidays/${holiday.id}`)
                  }}
                >
                  Supprimer<span className="visually-hidden"> la période {period(holiday)}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
