import type { CollectionBeforeChangeHook } from 'payload'

/** An SMS's title in /admin: "SMS : " and the start of its text (an SMS has no subject). */
export const smsSubject = (text: unknown): string => {
  const words = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  return `SMS : ${words.length > 60 ? `${words.slice(0, 59)}…` : words}`
}

/** The outbox's list and headings read `subject`: an SMS gets one, so no row shows "<Pas de Objet>". */
export const smsTitle: CollectionBeforeChangeHook = ({ data }) => {
  if (data.channel === 'sms' && !data.subject) data.subject = smsSubject(data.text)
  return data
}
