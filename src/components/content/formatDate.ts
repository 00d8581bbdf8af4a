import { onFirstUse } from '@/lib/onFirstUse'

const LONG_DATE = onFirstUse(() => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }))

/** "13 janvier 2026" (dates of the site are read in Paris time). */
export const formatLongDate = (iso: string): string => LONG_DATE().format(new Date(iso))
