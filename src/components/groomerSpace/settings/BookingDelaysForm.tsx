'use client'

import { useState } from 'react'

import { FormError, TextField } from '@/components/booking/fields'
import { useHydrated } from '@/lib/useHydrated'

import styles from './settings.module.css'
import { useApiAction } from './useApiAction'

type Delays = { minNoticeMinutes: number; notBeforeHour: number | null; horizonMonths: number }

/** How soon and how far ahead visitors can book. */
export function BookingDelaysForm({ delays }: { delays: Delays }) {
  const hydrated = useHydrated()
  const { call, busy, error, fields } = useApiAction()
  const [form, setForm] = useState({
    minNoticeMinutes: String(delays.minNoticeMinutes),
    notBeforeHour: delays.notBeforeHour === null ? '' : String(delays.notBeforeHour),
    horizonMonths: String(delays.horizonMonths),
  })
  const [saved, setSaved] = useState(false)
  const set = (patch: Partial<typeof form>) => (setSaved(false), setForm({ ...form, ...patch }))

  return (
    <form
      noValidate
      aria-labelledby="delays-title"
      onSubmit={(event) => {
        event.preventDefault()
        void call('PUT', '/api/v1/booking-delays', form).then((answer) => setSaved(Boolean(answer)))
      }}
    >
      <div className={styles.row}>
        <TextField
          label="Délai avant un rendez-vous (minutes)"
          hint="120 = pas de réservation moins de 2 h à l’avance."
          type="number"
          inputMode="numeric"
          min={0}
          value={form.minNoticeMinutes}
          onChange={(e) => set({ minNoticeMinutes: e.target.value })}
          error={fields.minNoticeMinutes}
        />
        <TextField
          label="Le lendemain, pas avant (heure)"
          hint="Vide : pas de limite. 10 = pas de rendez-vous demain avant 10 h."
          type="number"
          inputMode="numeric"
          min={0}
          max={23}
          value={form.notBeforeHour}
          onChange={(e) => set({ notBeforeHour: e.target.value })}
          error={fields.notBeforeHour}
        />
        <TextField
          label="Pas au-delà de (mois)"
          hint="Jusqu’où dans le temps on peut réserver."
          type="number"
          inputMode="numeric"
          min={1}
          max={24}
          value={form.horizonMonths}
          onChange={(e) => set({ horizonMonths: e.target.value })}
          error={fields.horizonMonths}
        />
      </div>
      <FormError message={error} />
      {saved ? <p role="status">Délais enregistrés.</p> : null}
      <button type="submit" className="btn" disabled={busy || !hydrated}>
        Enregistrer les délais
      </button>
    </form>
  )
}
