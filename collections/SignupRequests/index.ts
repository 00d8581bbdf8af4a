import type { CollectionConfig } from 'payload'

import { adminsOnly, anyone } from '../../src/access/roles'
import { createGroomerOnAccept, emailAcceptedGroomer } from './hooks/acceptRequest'

const setByAcceptance = { create: () => false, update: () => false }

/** Groomer signup requests (/demande-inscription), reviewed by admins. */
export const SignupRequests: CollectionConfig = {
  slug: 'signup-requests',
  labels: { singular: 'Demande d’inscription', plural: 'Demandes d’inscription' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'lastName', 'teamName', 'status', 'createdAt'], group: 'Comptes' },
  // A public form: anyone may submit one; only admins read them.
  access: { read: adminsOnly, create: anyone, update: adminsOnly, delete: adminsOnly },
  // Accepting a request (status → accepted) creates the groomer account and e-mails them.
  hooks: { beforeChange: [createGroomerOnAccept], afterChange: [emailAcceptedGroomer] },
  fields: [
    { type: 'row', fields: [{ name: 'firstName', type: 'text', label: 'Prénom', required: true }, { name: 'lastName', type: 'text', label: 'Nom', required: true }] },
    { name: 'email', type: 'email', label: 'E-mail', required: true },
    { name: 'phone', type: 'text', label: 'Téléphone' },
    { name: 'city', type: 'text', label: 'Ville' },
    { name: 'teamName', type: 'text', label: 'Nom de l’étude' },
    { name: 'teamCode', type: 'text', label: 'Code de l’étude' },
    { name: 'message', type: 'textarea', label: 'Message' },
    { name: 'referralCode', type: 'text', label: 'Code de parrainage', maxLength: 32 },
    { name: 'acceptedTermsAt', type: 'date', label: 'CGU et politique de confidentialité acceptées le', required: true },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      defaultValue: 'new',
      access: { create: () => false },
      options: [
        { label: 'Nouvelle', value: 'new' },
        { label: 'Acceptée', value: 'accepted' },
        { label: 'Refusée', value: 'rejected' },
      ],
      admin: { description: 'Accepter la demande crée le compte du toiletteur (non publié) et lui envoie le lien pour le finaliser.' },
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      label: 'Toiletteur créé',
      access: setByAcceptance,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'acceptedAt',
      type: 'date',
      label: 'Acceptée le',
      access: setByAcceptance,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
