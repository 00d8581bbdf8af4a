import type { CollectionConfig } from 'payload'

import { PURPOSE_LABELS, TEMPLATE_PURPOSES as PURPOSES } from '../../src/lib/templates/variables'
import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { groomerField } from '../_fields'

/** The select's options: every purpose of src/lib/templates/variables with its French label. */
export const TEMPLATE_PURPOSES = PURPOSES.map((value) => ({ label: PURPOSE_LABELS[value], value }))

/** A groomer's own wording of the e-mails sent to their customers. */
export const MailTemplates: CollectionConfig = {
  slug: 'mail-templates',
  labels: { singular: 'Modèle d’e-mail', plural: 'Modèles d’e-mail' },
  admin: { useAsTitle: 'subject' },
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
