import { escapeHtml } from '@/lib/escapeHtml'

import type { OutgoingEmail } from '../../integrations/email/port'

export const REFUSAL_SUBJECT = 'Votre demande d’inscription sur Mon Toiletteur'

/** The e-mail telling a groomer that an admin refused their signup request, with the admin's reason. */
export function refusalEmail(input: { to: string; firstName: string; reason: string }): OutgoingEmail {
  const greeting = `Bonjour ${input.firstName},`
  const intro =
    'Merci de l’intérêt que vous portez à Mon Toiletteur. Après étude, nous ne pouvons pas donner suite à votre demande d’inscription, pour la raison suivante :'
  const closing =
    'Si votre situation change, vous pouvez nous adresser une nouvelle demande depuis le site. Bonne continuation !'
  const reasonLines = input.reason.trim().split(/\r?\n/)
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<blockquote>${reasonLines.map(escapeHtml).join('<br>')}</blockquote>`,
    `<p>${escapeHtml(closing)}</p>`,
  ].join('\n')
  const text = [greeting, '', intro, '', ...reasonLines.map((line) => `> ${line}`), '', closing].join('\n')
  return { to: input.to.trim().toLowerCase(), subject: REFUSAL_SUBJECT, html, text }
}
