import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { groomerField } from '../_fields'

export const TEMPLATE_PURPOSES = [
  { label: 'Confirmation', value: 'confirmation' },
  { label: 'Rappel la veille', value: 'reminder' },
  { label: 'Annulation', value: 'cancellation' },
  { label: 'Refus', value: 'refusal' },
  { label: 'Déplacement', value: 'move' },
  { label: 'Animal prêt', value: 'ready' },
]

/** A groomer's own wording of the e-mails sent to their customers. */
export const MailTemplates: CollectionConfig = {
  slug: 'mail-templates',
  labels: { singular: 'Modèle d’e-mail', plural: 'Modèles d’e-mail' },
  admin: { useAsTitle: 'subject', group: 'Modèles' },
  access: groomerOwnedAccess(),
  hooks: { beforeValidate: [assignOwnGroomer] },
  indexes: [{ fields: ['groomer', 'purpose'], unique: true }],
  fields: [
    groomerField(),
    { name: 'purpose', type: 'select', label: 'Usage', options: TEMPLATE_PURPOSES, required: true },
    { name: 'subject', type: 'text', label: 'Objet', required: true },
    { name: 'body', type: 'textarea', label: 'Texte', required: true },
    { name: 'active', type: 'checkbox', label: 'Actif', defaultValue: true },
  ],
}
