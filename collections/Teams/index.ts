import type { CollectionConfig, Field } from 'payload'

import { adminOnlyField } from '../../src/access/fields'
import { adminsOnly, anyone } from '../../src/access/roles'
import { normaliseTeamCode, TEAM_CODE_TAKEN, teamCodeTaken } from '../../src/server/teams/teamCode'
import { uriField } from '../_fields'
import { updateOwnTeam } from './access'
import { membersField, syncMembers } from './members'

/** A practice (étude) grouping several groomers. */
export const Teams: CollectionConfig = {
  slug: 'teams',
  labels: { singular: 'Étude', plural: 'Études' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'uri'] },
  access: { read: anyone, create: adminsOnly, update: updateOwnTeam, delete: adminsOnly },
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
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseTeamCode(value) : value)] },
      // The spec's message, before the database's unique index answers with Payload's generic one.
      validate: async (
        value: unknown,
        { req, id }: { req: { payload: Parameters<typeof teamCodeTaken>[0] }; id?: number | string },
      ) => {
        if (typeof value !== 'string' || !value.trim()) return 'Le code de l’étude est obligatoire.'
        return (await teamCodeTaken(req.payload, value, id)) ? TEAM_CODE_TAKEN : true
      },
    },
    { ...uriField('Adresse de la page : /etude/{uri}'), access: { update: adminOnlyField } } as Field,
    { name: 'presentation', type: 'richText', label: 'Présentation' },
    membersField,
  ],
}
