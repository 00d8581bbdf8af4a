import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { refusalEmail } from '../../../src/server/signup/refusalEmail'

export const ALREADY_ACCEPTED = 'Cette demande est déjà acceptée : le compte du toiletteur existe.'

/**
 * The date of the refusal, written once when the status becomes "rejected". A request whose
 * account exists cannot go back: the groomer already received the link to finish it.
 */
export const stampRefusal: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (originalDoc?.user && data.status && data.status !== 'accepted') {
    throw new ValidationError(
      { collection: 'signup-requests', errors: [{ path: 'status', label: 'Statut', message: ALREADY_ACCEPTED }], req },
      req.t,
    )
  }
  return data.status === 'rejected' && originalDoc?.status !== 'rejected'
    ? { ...data, refusedAt: new Date().toISOString() }
    : data
}

/** The person whose request was just refused gets the reason by e-mail. */
export const emailRefusedRequest: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status === 'rejected' && previousDoc?.status !== 'rejected') {
    const message = refusalEmail({ to: doc.email, firstName: doc.firstName, reason: doc.refusalReason ?? '' })
    await req.payload.sendEmail({ to: message.to, subject: message.subject, html: message.html, text: message.text })
  }
  return doc
}
