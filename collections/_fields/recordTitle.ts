import type { Field } from 'payload'

const WEEKDAY_SHORT = ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim']
const PARIS = 'Europe/Paris'

const dayMonth = (value: unknown) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, day: '2-digit', month: '2-digit' }).format(
    new Date(String(value)),
  )
const fullDate = (value: unknown) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(String(value)),
  )
const timeOf = (value: unknown) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, hour: '2-digit', minute: '2-digit' }).format(
    new Date(String(value)),
  )
const isDate = (value: unknown) =>
  (typeof value === 'string' || value instanceof Date) && !Number.isNaN(new Date(String(value)).getTime())

type Data = Record<string, unknown>

/** "Lun 09:00–12:00", "Mar 14:00–18:00 · 1 sem. sur 2". */
export function openingHoursTitle(data: Data): string {
  const day = WEEKDAY_SHORT[Number(data.weekday) - 1] ?? '?'
  const every = Number(data.everyNWeeks ?? 1)
  return `${day} ${String(data.start ?? '')}–${String(data.end ?? '')}${every > 1 ? ` · 1 sem. sur ${every}` : ''}`
}

/** "Congés 24/12–02/01/2027" (a label, if any, after it). */
export function holidayTitle(data: Data): string {
  if (!isDate(data.from) || !isDate(data.to)) return 'Congés'
  const label = typeof data.label === 'string' && data.label.trim() ? ` · ${data.label.trim()}` : ''
  return `Congés ${dayMonth(data.from)}–${fullDate(data.to)}${label}`
}

/** "Indisponible 24/12/2026 09:00–12:00", or across days "Indisponible 24/12 09:00 – 26/12/2026 18:00". */
export function unavailabilityTitle(data: Data): string {
  if (!isDate(data.start) || !isDate(data.end)) return 'Indisponible'
  const sameDay = fullDate(data.start) === fullDate(data.end)
  const range = sameDay
    ? `${fullDate(data.start)} ${timeOf(data.start)}–${timeOf(data.end)}`
    : `${dayMonth(data.start)} ${timeOf(data.start)} – ${fullDate(data.end)} ${timeOf(data.end)}`
  const reason = typeof data.reason === 'string' && data.reason.trim() ? ` · ${data.reason.trim()}` : ''
  return `Indisponible ${range}${reason}`
}

/** "Férié travaillé 14/07/2026". */
export function workedHolidayTitle(data: Data): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(data.date ?? ''))
  return match ? `Férié travaillé ${match[3]}/${match[2]}/${match[1]}` : 'Férié travaillé'
}

/**
 * A stored title that says what the record is, kept up to date on every save: the admin's
 * lists, relationship pickers and page headings show it instead of "[Sans titre]".
 */
export const recordTitleField = (title: (data: Data) => string): Field => ({
  name: 'adminTitle',
  type: 'text',
  label: 'Titre',
  admin: { readOnly: true, position: 'sidebar', description: 'Calculé à l’enregistrement.' },
  hooks: { beforeChange: [({ siblingData, originalDoc }) => title({ ...(originalDoc ?? {}), ...siblingData })] },
})
