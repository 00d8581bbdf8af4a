import { DateTime } from 'luxon'

/** Spec date format 'ddd D MMM YYYY à HH:mm', in French, in the given zone. */
export const formatAppointmentDate = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).setLocale('fr').toFormat("ccc d LLL yyyy 'à' HH:mm")

/** 'HH:mm' in the given zone. */
export const formatHour = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toFormat('HH:mm')
