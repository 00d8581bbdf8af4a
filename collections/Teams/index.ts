import type { CollectionConfig, Field } from 'payload'

import { adminOnlyField } from '../../src/access/fields'
import { adminsOnly, anyone } from '../../src/access/roles'
import { normalisePracticeCode, PRACTICE_CODE_TAKEN, practiceCodeTaken } from '../../src/server/practices/practiceCode'
import { uriField } from '../_fields'
import { updateOwnPractice } from './access'
import { membersField, syncMembers } from './members'

/** A practice (étude) grouping several groomers. */
export const Teams: CollectionConfig = {
  slug: 'teams',
  labels: { singular: 'Étude', plural: 'Études' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'uri'] },
  access: { read: anyone, create: adminsOnly, update: updateOwnPractice, delete: adminsOnly },
  hooks: { afterChange: [syncMembers] },
  fields: [
    // A member may edit their practice's presentation only; the rest stays with admins.
    { name: 'name', type: 'text', label: 'Nom', required: true, access: { update: adminOnlyField } },
    {
      name: 'code',
      type: 'text',
      label: 'Code (ext_id)',
      required: true,
      unique: true,
      index: true,
      access: { update: adminOnlyField },
      admin: { description: 'Enregistré en majuscules : « etude-paris » et « ETUDE-PARIS » sont le même code.' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalisePracticeCode(value) : value)] },
      // The spec's message, before the database's unique index answers with Payload's generic one.
      validate: async (
        value: unknown,
        { req, id }: { req: { payload: Parameters<typeof practiceCodeTaken>[0] }; id?: number | string },
      ) => {
        if (typeof value !== 'string' || !value.trim()) return 'Le code de l’étude est obligatoire.'
        return (await practiceCodeTaken(req.payload, value, id)) ? PRACTICE_CODE_TAKEN : true
      },
    },
    { ...uriField('Adresse de la page : /etude/{uri}'), access: { update: adminOnlyField } } as Field,
    { name: 'presentation', type: 'richText', label: 'Présentation' },
    membersField,
  ],
}
