import type { CollectionConfig } from 'payload'

import { adminsOnly, anyone } from '../../src/access/roles'
import { createGroomerOnAccept, emailAcceptedGroomer } from './hooks/acceptRequest'
import { emailRefusedRequest, stampRefusal } from './hooks/refuseRequest'

const setByAcceptance = { create: () => false, update: () => false }

/** Groomer signup requests (/demande-inscription), reviewed by admins. */
export const SignupRequests: CollectionConfig = {
  slug: 'signup-requests',
  labels: { singular: 'Demande d’inscription', plural: 'Demandes d’inscription' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'lastName', 'teamName', 'status', 'createdAt'] },
  // A public form: anyone may submit one; only admins read them.
  access: { read: adminsOnly, create: anyone, update: adminsOnly, delete: adminsOnly },
  // Accepting a request (status → accepted) creates the groomer account and e-mails them; refusing
  // it e-mails the reason. The decision buttons at the top set the status (and the reason).
  hooks: {
    beforeChange: [createGroomerOnAccept, stampRefusal],
    afterChange: [emailAcceptedGroomer, emailRefusedRequest],
  },
  fields: [
    {
      name: 'decision',
      type: 'ui',
      admin: { components: { Field: '/src/components/admin/SignupDecision#SignupDecision' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', label: 'Prénom', required: true },
        { name: 'lastName', type: 'text', label: 'Nom', required: true },
      ],
    },
    { name: 'email', type: 'email', label: 'E-mail', required: true },
    { name: 'phone', type: 'text', label: 'Téléphone' },
    { name: 'city', type: 'text', label: 'Ville' },
    { name: 'teamName', type: 'text', label: 'Nom de l’étude' },
    { name: 'teamCode', type: 'text', label: 'Code de l’étude' },
    { name: 'message', type: 'textarea', label: 'Message' },
    { name: 'referralCode', type: 'text', label: 'Code de parrainage', maxLength: 32 },
    {
      name: 'acceptedTermsAt',
      type: 'date',
      label: 'CGU et politique de confidentialité acceptées le',
      required: true,
    },
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
      admin: {
        description:
          'Accepter la demande crée le compte du toiletteur (non publié) et lui envoie le lien pour le finaliser. La refuser lui envoie le motif.',
      },
    },
    {
      name: 'refusalReason',
      type: 'textarea',
      label: 'Motif du refus',
      maxLength: 1000,
      validate: (value: unknown, { siblingData }: { siblingData: { status?: string } }) =>
        siblingData.status !== 'rejected' || (typeof value === 'string' && value.trim().length >= 3)
          ? true
          : 'Indiquez le motif du refus : il est envoyé par e-mail au demandeur.',
      admin: {
        description: 'Envoyé par e-mail au demandeur avec le refus.',
        condition: (data) => data?.status === 'rejected',
      },
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
    {
      name: 'refusedAt',
      type: 'date',
      label: 'Refusée le',
      access: setByAcceptance,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
