import { DateTime } from 'luxon'

/** Spec date format 'ddd D MMM YYYY à HH:mm', in French, in the given zone. */
export const formatAppointmentDate = (iso: string, zone: string) =>
  DateTime.fromISO(iso, { zone }).setLocale('fr').toFormat("ccc d LLL yyyy 'à' HH:mm")

/** 'HH:mm' in the given zone. */
export const formatHour = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toFormat('HH:mm')

/** "Mardi 24 novembre": the first letter up, the month as French writes it (CSS `capitalize` would give "Novembre"). */
export const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
