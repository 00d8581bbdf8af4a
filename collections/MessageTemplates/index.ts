import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { groomerField } from '../_fields'
import { TEMPLATE_PURPOSES } from '../MailTemplates'

/** A groomer's SMS and chat-channel message templates. */
export const MessageTemplates: CollectionConfig = {
  slug: 'message-templates',
  labels: { singular: 'Modèle de message', plural: 'Modèles de message' },
  admin: { useAsTitle: 'body' },
  access: groomerOwnedAccess(),
  hooks: { beforeValidate: [assignOwnGroomer] },
  fields: [
    groomerField(),
    {
      name: 'channel',
      type: 'select',
      label: 'Canal',
      options: [
        { label: 'SMS', value: 'sms' },
        { label: 'Messagerie', value: 'chat' },
      ],
      required: true,
    },
    { name: 'purpose', type: 'select', label: 'Usage', options: TEMPLATE_PURPOSES, required: true },
    { name: 'body', type: 'textarea', label: 'Texte', required: true, maxLength: 640 },
    { name: 'active', type: 'checkbox', label: 'Actif', defaultValue: true },
  ],
}
