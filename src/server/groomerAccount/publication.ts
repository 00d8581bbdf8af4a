import { z } from 'zod'

import type { User } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { subscriptionAllowsPublishing } from '../billing/gate'
import { getPayloadClient } from '../payload'
import { lexicalToPlainText } from './richText'
import { inPersonTransaction } from '../transaction'

/** One thing a public page needs before its groomer may publish it (decision 0044). */
export type PublicationItem = {
  key: PublicationKey
  label: string
  done: boolean
  href: string
}
export type PublicationKey = 'address' | 'phone' | 'presentation' | 'motive' | 'openingHours' | 'subscription'
export type PublicationStatus = {
  published: boolean
  /** Taken off the site by an admin: only an admin puts it back. */
  withdrawnByAdmin: boolean
  uri: string
  items: PublicationItem[]
  ready: boolean
}

export const WITHDRAWN_BY_ADMIN =
  'Votre page a été retirée du site par notre équipe : écrivez-nous pour la remettre en ligne.'

export const NOT_READY = 'Votre page ne peut pas encore être publiée : complétez d’abord les éléments manquants.'

export const publicationBody = z.strictObject({
  published: z.boolean({
    error: 'Indiquez si la page est publiée (true ou false).',
  }),
})

type Groomer = AuthenticatedPerson & User

/** What the page needs, each with where the groomer completes it. */
export async function publicationStatus(groomer: Groomer): Promise<PublicationStatus> {
  const payload = await getPayloadClient()
  const own = { overrideAccess: false, user: groomer } as const
  const mine = { groomer: { equals: groomer.id } }
  // The stored record, not the session's copy: the checklist follows the last save.
  const [stored, motives, hours, subscribed] = await Promise.all([
    payload.findByID({ collection: 'users', id: groomer.id, depth: 0, ...own }),
    payload.count({
      collection: 'motives',
      where: { and: [mine, { bookableOnline: { equals: true } }] },
      ...own,
    }),
    payload.count({ collection: 'availabilities', where: mine, ...own }),
    subscriptionAllowsPublishing(groomer.id),
  ])
  const items: PublicationItem[] = [
    {
      key: 'address',
      label: 'Adresse du salon (rue, code postal et commune)',
      done: Boolean(stored.address && stored.postcode && stored.city),
      href: '/user/setting#ma-page',
    },
    {
      key: 'phone',
      label: 'Téléphone mobile vérifié',
      done: Boolean(stored.phone && stored.phoneVerified),
      href: '/user/setting#phone-title',
    },
    {
      key: 'presentation',
      label: 'Présentation',
      done: lexicalToPlainText(stored.presentation).trim().length > 0,
      href: '/user/setting#profile-title',
    },
    {
      key: 'motive',
      label: 'Au moins un motif réservable en ligne',
      done: motives.totalDocs > 0,
      href: '/user/motifs',
    },
    {
      key: 'openingHours',
      label: 'Horaires d’ouverture',
      done: hours.totalDocs > 0,
      href: '/user/horaires',
    },
    // Only where billing is configured (not in the demo).
    ...(subscribed === null
      ? []
      : [
          {
            key: 'subscription' as const,
            label: 'Abonnement en cours (essai gratuit, actif ou offert)',
            done: subscribed,
            href: '/user/abonnement',
          },
        ]),
  ]
  return {
    published: Boolean(stored.published),
    withdrawnByAdmin: Boolean(stored.withdrawnByAdmin),
    uri: stored.uri,
    items,
    ready: items.every((item) => item.done),
  }
}

/**
 * The groomer publishes or withdraws their own page. Publishing is refused (409, the missing
 * items in `fields`) until every item is done; withdrawing is always allowed. Saving the record
 * refreshes the cached profile and city pages (collections/_hooks/refreshPublicPages.ts).
 */
export async function setPublished(groomer: Groomer, published: boolean): Promise<PublicationStatus> {
  const status = await publicationStatus(groomer)
  if (published && status.withdrawnByAdmin) throw new DomainError('forbidden', WITHDRAWN_BY_ADMIN)
  if (published && !status.ready) {
    const fields = Object.fromEntries(
      status.items.filter((item) => !item.done).map((item) => [item.key, `À compléter : ${item.label}.`]),
    )
    throw new DomainError('conflict', NOT_READY, { fields, details: { items: status.items } })
  }
  if (status.published === published) return status
  await inPersonTransaction(groomer, (req) =>
    // System write: `published` is admin-only field by field; the rules above are the groomer's right to change it.
    req.payload.update({
      collection: 'users',
      id: groomer.id,
      data: { published },
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )
  return { ...status, published }
}
