import { emailSenderFor } from '@/integrations/email'
import { escapeHtml } from '@/lib/escapeHtml'

import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import { minutesText } from '../rateLimits/messages'
import { consume } from './limits'

export const BUDGET_ALERT_SUBJECT = 'Alerte : le budget horaire des SMS de vérification est atteint'

/**
 * Tells every admin, once per hour however many sends are refused, that the site-wide budget of
 * verification SMS (SMS_CODES_PER_HOUR) is used up: either real traffic outgrew it, or someone is
 * pumping SMS. A failed e-mail is logged; it never changes the answer to the person.
 */
export async function alertAdminsOfBudget(budget: number, retryAfterSeconds: number): Promise<void> {
  try {
    if (!(await consume('budgetAlert', 'site')).ok) return
    const payload = await getPayloadClient()
    // System read: the alert goes to every admin, whoever asked for the code.
    const { docs } = await payload.find({
      collection: 'admins',
      overrideAccess: true,
      depth: 0,
      limit: 100,
      pagination: false,
      select: { email: true },
    })
    const to = docs.map((admin) => admin.email).filter(Boolean)
    if (to.length === 0) return
    const text = [
      `Le site a envoyé ${budget} SMS de vérification dans l’heure (SMS_CODES_PER_HOUR) : les demandes de code sont refusées pendant encore ${minutesText(retryAfterSeconds)}.`,
      'Si ce n’est pas un afflux réel, quelqu’un tente peut-être de faire envoyer des SMS en masse : regardez les SMS récents dans la boîte d’envoi (/admin/collections/outbox) ou chez Twilio.',
      'Ce message est envoyé une fois par heure au plus.',
    ].join('\n\n')
    const html = text
      .split('\n\n')
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('\n')
    await emailSenderFor(() => payload).send({ to, subject: BUDGET_ALERT_SUBJECT, html, text })
  } catch (error) {
    log('error', 'sms budget alert not sent', { error })
  }
}
