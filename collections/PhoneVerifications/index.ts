import type { CollectionConfig } from 'payload'

import { adminsOnly } from '../../src/access/roles'

/**
 * One SMS code sent to a phone number (outbox verifier; Twilio Verify keeps its own codes).
 * Only the hash of the code is stored. Written by src/server/verification only.
 */
export const PhoneVerifications: CollectionConfig = {
  slug: 'phone-verifications',
  labels: { singular: 'Code de vérification', plural: 'Codes de vérification' },
  admin: { useAsTitle: 'phone', defaultColumns: ['phone', 'expiresAt', 'attempts', 'verifiedAt'] },
  access: { read: adminsOnly, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    { name: 'phone', type: 'text', label: 'Numéro (E.164)', required: true, index: true },
    { name: 'codeHash', type: 'text', label: 'Empreinte du code', required: true, access: { read: () => false } },
    { name: 'expiresAt', type: 'date', label: 'Expire le', required: true },
    { name: 'attempts', type: 'number', label: 'Essais', defaultValue: 0, required: true },
    { name: 'verifiedAt', type: 'date', label: 'Vérifié le' },
  ],
}
