import { createElement } from 'react'

import { PasswordReset } from '../../../email-templates/PasswordReset'
import { siteUrl } from './siteUrl'
import { renderEmail } from './render'

/** Payload's forgotten-password e-mail of one kind of person: the link opens `resetPath?jeton=…`. */
const passwordResetEmail = (resetPath: string) => ({
  generateEmailSubject: () => 'Réinitialisez votre mot de passe Mon Toiletteur',
  generateEmailHTML: async (args?: { token?: string; user?: { firstName?: string } }) => {
    const resetUrl = `${siteUrl()}${resetPath}?jeton=${encodeURIComponent(args?.token ?? '')}`
    const { html } = await renderEmail(
      createElement(PasswordReset, { siteUrl: siteUrl(), firstName: args?.user?.firstName ?? '', resetUrl }),
    )
    return html
  },
})

export const attendeePasswordReset = { ...passwordResetEmail('/participant/mot-de-passe'), expiration: 60 * 60 * 1000 }
/**
 * No `expiration` here: a collection's value would override the 7-day one of the invitation link
 * (src/server/signup/acceptance.ts); a forgotten-password link gets Payload's default of one hour.
 */
export const groomerPasswordReset = passwordResetEmail('/user/mot-de-passe')
