import { createElement } from 'react'

import { PasswordReset } from '../../../email-templates/PasswordReset'
import { siteUrl } from './siteUrl'
import { renderEmail } from './render'

/** Payload's forgotten-password e-mail for attendees: the link opens /participant/mot-de-passe. */
export const attendeePasswordReset = {
  expiration: 60 * 60 * 1000,
  generateEmailSubject: () => 'Réinitialisez votre mot de passe Mon Toiletteur',
  generateEmailHTML: async (args?: { token?: string; user?: { firstName?: string } }) => {
    const resetUrl = `${siteUrl()}/participant/mot-de-passe?jeton=${encodeURIComponent(args?.token ?? '')}`
    const { html } = await renderEmail(createElement(PasswordReset, { siteUrl: siteUrl(), firstName: args?.user?.firstName ?? '', resetUrl }))
    return html
  },
}
