'use client'

import { DateTime } from 'luxon'
import { useState } from 'react'

import { FormError } from '@/components/booking/fields'
import { capitalizeFirst } from '@/lib/frenchDate'
import { useHydrated } from '@/lib/useHydrated'

import styles from './settings.module.css'
import { useApiAction } from './useApiAction'

type Month = { month: string; days: { date: string; worked: boolean }[] }

const monthLabel = (month: string) => DateTime.fromISO(`${month}-01`).setLocale('fr').toFormat('LLLL yyyy')
const dayLabel = (date: string) => DateTime.fromISO(date).setLocale('fr').toFormat('cccc d LLLL')

/** The coming public holidays of the groomer's region by month; each checkbox saves at once. */
export function PublicHolidaysForm({ months }: { months: Month[] }) {
  const hydrated = useHydrated()
  const { call, busy, error } = useApiAction()
  const [worked, setWorked] = useState(
    () => new Map(months.flatMap((m) => m.days.map((d) => [d.date, d.worked] as const))),
  )

  async function toggle(date: string, value: boolean) {
    const answer = await call('PUT', '/api/v1/worked-public-holidays', { date, worked: value })
    if (answer) setWorked(new Map(worked).set(date, value))
  }

  if (months.length === 0) return <p className="muted">Aucun jour férié dans les douze prochains mois.</p>
  return (
    <div>
      <p className="muted">Les jours fériés sont fermés, sauf ceux que vous cochez « travaillé ».</p>
      {months.map(({ month, days }) => (
        <fieldset key={month} className={styles.fieldset}>
          <legend>{capitalizeFirst(monthLabel(month))}</legend>
          {days.map(({ date }) => (
            <label key={date} className={styles.check}>
              <input
                type="checkbox"
                checked={worked.get(date) ?? false}
                disabled={busy || !hydrated}
                onChange={(e) => void toggle(date, e.target.checked)}
              />
              <span>
                <span>{capitalizeFirst(dayLabel(date))}</span> : travaillé
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <FormError message={error} />
    </div>
  )
}
