import { escapeHtml } from '@/lib/escapeHtml'

import type { OutgoingEmail } from '../../integrations/email/port'

export const ACCOUNT_READY_SUBJECT = 'Votre compte Mon Toiletteur est prêt'

/** Where a groomer whose request was accepted finishes their account (password, profile). */
export const finishAccountUrl = (siteUrl: string, userId: number | string, token: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/user/inscription/${encodeURIComponent(String(userId))}?jeton=${encodeURIComponent(token)}`

/**
 * The e-mail telling a groomer that an admin accepted their signup request, with the link to
 * finish their account. Plain HTML and text until the React Email templates (email-templates/) land.
 */
export function accountReadyEmail(input: {
  to: string
  firstName: string
  userId: number | string
  token: string
  siteUrl: string
}): OutgoingEmail {
  const url = finishAccountUrl(input.siteUrl, input.userId, input.token)
  const greeting = `Bonjour ${input.firstName},`
  const lines = [
    'Votre demande d’inscription sur Mon Toiletteur a été acceptée : votre compte de toiletteur est créé.',
    'Pour le finaliser, choisissez votre mot de passe et complétez votre profil en suivant ce lien :',
  ]
  const closing =
    'Votre profil restera invisible des clients tant qu’il n’aura pas été publié. À très bientôt sur Mon Toiletteur !'
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">Finaliser mon compte</a></p>`,
    `<p>${escapeHtml(closing)}</p>`,
  ].join('\n')
  const text = [greeting, '', ...lines, url, '', closing].join('\n')
  return { to: input.to, subject: ACCOUNT_READY_SUBJECT, html, text }
}
