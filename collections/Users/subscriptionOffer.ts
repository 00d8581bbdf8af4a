import type { CollectionAfterChangeHook, Field } from 'payload'

import { selfOrAdminField } from '../../src/access/fields'
import { billingRulesOf } from '../../src/server/billing/rules'
import { STATE_LABELS } from '../../src/server/billing/state'
import { applyBookingSuspensions } from '../../src/server/billing/suspension'
import { transactionDb } from '../../src/server/db/transactionDb'

const STATE_OPTIONS = Object.entries(STATE_LABELS).map(([value, label]) => ({ label, value }))

// Whether a groomer pays, and how, is theirs and the admins' business: not the public's.
const readSelfOrAdmin = selfOrAdminField('users')

/**
 * The groomer's subscription as the admin sees it: its state (kept by src/server/billing, filterable
 * in the list) and the months the admin offers, without a card (until a date, or with no end).
 */
export const subscriptionFields: Field[] = [
  {
    name: 'stripeFacts',
    type: 'ui',
    admin: { components: { Field: '/src/components/admin/SubscriptionFacts#SubscriptionFacts' } },
  },
  {
    name: 'subscriptionState',
    type: 'select',
    label: 'État de l’abonnement',
    options: STATE_OPTIONS,
    defaultValue: 'aucun',
    index: true,
    // Written by src/server/billing alone (Stripe's webhooks, the hourly check, the offer below).
    access: { read: readSelfOrAdmin, update: () => false },
    admin: { readOnly: true, description: 'Tenu à jour par les paiements (Stripe) et les mois offerts.' },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'subscriptionOffered',
        type: 'checkbox',
        label: 'Abonnement offert',
        defaultValue: false,
        access: { read: readSelfOrAdmin },
        admin: { description: 'Le toiletteur publie sa page et prend des rendez-vous sans payer.' },
      },
      {
        name: 'subscriptionOfferedUntil',
        type: 'date',
        label: 'Offert jusqu’au',
        access: { read: readSelfOrAdmin },
        admin: { description: 'Vide : sans date de fin.', date: { pickerAppearance: 'dayOnly' } },
      },
    ],
  },
]

/** Who the groomer's invoices are made out to: written by the groomer on « Mon abonnement » (or an admin). */
export const billingDetailFields: Field[] = [
  {
    name: 'billingCompanyName',
    type: 'text',
    label: 'Raison sociale (factures)',
    maxLength: 120,
    access: { read: readSelfOrAdmin },
  },
  {
    type: 'row',
    fields: [
      { name: 'billingSiret', type: 'text', label: 'SIRET', maxLength: 14, access: { read: readSelfOrAdmin } },
      {
        name: 'billingVatNumber',
        type: 'text',
        label: 'N° de TVA intracommunautaire',
        maxLength: 20,
        access: { read: readSelfOrAdmin },
      },
    ],
  },
  {
    name: 'vatRegime',
    type: 'select',
    label: 'TVA sur les notes des clients',
    defaultValue: 'franchise',
    options: [
      { label: 'Franchise en base (TVA non applicable, art. 293 B du CGI)', value: 'franchise' },
      { label: 'TVA à 20 %', value: 'vat20' },
    ],
    access: { read: readSelfOrAdmin },
  },
]

/** An admin offered months (or took them back): the state and online booking follow in the same save. */
export const applySubscriptionOffer: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update') return doc
  const changed =
    Boolean(doc.subscriptionOffered) !== Boolean(previousDoc?.subscriptionOffered) ||
    (doc.subscriptionOfferedUntil ?? null) !== (previousDoc?.subscriptionOfferedUntil ?? null)
  if (!changed || !req.transactionID) return doc
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  await applyBookingSuspensions(await transactionDb(req), billingRulesOf(settings), new Date(), [Number(doc.id)])
  return doc
}
