import type { CollectionConfig } from 'payload'

import { adminOnlyField } from '../../src/access/fields'
import { pendingPhoneField } from '../_fields/pendingPhone'
import { adminsOnly, anyone } from '../../src/access/roles'
import { attendeeCookieStrategy } from '../../src/server/auth/strategies'
import { attendeePasswordReset } from '../../src/server/notifications/passwordReset'
import { PET_SIZES, PET_SPECIES, PHONE_COUNTRIES, rhythmWeeksField } from '../_fields'
import { personAuth } from '../_fields/auth'
import { exportCsvLink } from '../_fields/exportCsv'
import { selfOrAdmin } from './access'

/** Pet owners who book appointments. */
export const Attendees: CollectionConfig = {
  slug: 'attendees',
  labels: { singular: 'Client', plural: 'Clients' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'phoneVerified'],
    components: { beforeListTable: [exportCsvLink('attendees')] },
  },
  auth: { ...personAuth(attendeeCookieStrategy, 60 * 60 * 24 * 30), forgotPassword: attendeePasswordReset },
  access: {
    read: selfOrAdmin,
    // Anyone may create their own attendee account (booking dialog, identification step).
    create: anyone,
    update: selfOrAdmin,
    delete: adminsOnly,
  },
  fields: [
    {
      name: 'civility',
      type: 'select',
      label: 'Civilité',
      options: [
        { label: 'Madame', value: 'mme' },
        { label: 'Monsieur', value: 'm' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', label: 'Prénom', required: true },
        { name: 'lastName', type: 'text', label: 'Nom', required: true },
      ],
    },
    { name: 'birthdate', type: 'date', label: 'Date de naissance', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'phoneCountryCode', type: 'select', label: 'Indicatif', options: [...PHONE_COUNTRIES], defaultValue: 'FR' },
    { name: 'phone', type: 'text', label: 'Téléphone mobile' },
    {
      name: 'phoneVerified',
      type: 'checkbox',
      label: 'Téléphone vérifié',
      defaultValue: false,
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    pendingPhoneField('attendees'),
    // Proof of consent (spec section 5): set when the account is created with the CGU and privacy policy accepted.
    {
      name: 'termsAcceptedAt',
      type: 'date',
      label: 'CGU et confidentialité acceptées le',
      admin: { readOnly: true },
      access: { update: adminOnlyField },
    },
    {
      // The owner's pets, chosen in one tap when booking (spec: "Mes animaux").
      name: 'pets',
      type: 'array',
      label: 'Animaux',
      labels: { singular: 'Animal', plural: 'Animaux' },
      maxRows: 20,
      fields: [
        { name: 'name', type: 'text', label: 'Nom', required: true },
        { name: 'species', type: 'select', label: 'Espèce', options: [...PET_SPECIES], required: true },
        { name: 'breed', type: 'text', label: 'Race' },
        { name: 'size', type: 'select', label: 'Gabarit', options: [...PET_SIZES], required: true },
        { name: 'coat', type: 'text', label: 'Pelage' },
        { name: 'birthYear', type: 'number', label: 'Année de naissance' },
        { name: 'groomerNotes', type: 'textarea', label: 'À savoir pour le toiletteur' },
        rhythmWeeksField(),
      ],
    },
    // Turned off in one tap from a rebooking reminder (signed link), back on in the account.
    { name: 'rebookingReminders', type: 'checkbox', label: 'Rappels de toilettage', defaultValue: true },
  ],
}
