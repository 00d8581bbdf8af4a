import type { CollectionConfig } from 'payload'

import { assignOwnGroomer, groomerOwnedAccess } from '../../src/access/groomerOwned'
import { groomerField, rhythmWeeksField } from '../_fields'

/** A groomer's customer folder (dossier client) with the customer's pets. */
export const CustomerFolders: CollectionConfig = {
  slug: 'customer-folders',
  labels: { singular: 'Dossier client', plural: 'Dossiers clients' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'phone', 'groomer'] },
  access: groomerOwnedAccess(),
  hooks: { beforeValidate: [assignOwnGroomer] },
  fields: [
    groomerField(),
    { name: 'attendee', type: 'relationship', relationTo: 'attendees', label: 'Compte client' },
    { name: 'name', type: 'text', label: 'Nom du client', required: true },
    { name: 'email', type: 'email', label: 'E-mail' },
    { name: 'phone', type: 'text', label: 'Téléphone' },
    {
      name: 'pets',
      type: 'array',
      label: 'Animaux',
      fields: [
        { name: 'name', type: 'text', label: 'Nom', required: true },
        {
          name: 'species',
          type: 'select',
          label: 'Espèce',
          options: [
            { label: 'Chien', value: 'dog' },
            { label: 'Chat', value: 'cat' },
            { label: 'Lapin', value: 'rabbit' },
            { label: 'Autre', value: 'other' },
          ],
        },
        { name: 'breed', type: 'text', label: 'Race' },
        {
          name: 'size',
          type: 'select',
          label: 'Taille',
          options: [
            { label: 'Petit', value: 'small' },
            { label: 'Moyen', value: 'medium' },
            { label: 'Grand', value: 'large' },
            { label: 'Très grand', value: 'giant' },
          ],
        },
        { name: 'coat', type: 'text', label: 'Pelage' },
        { name: 'behaviour', type: 'textarea', label: 'Comportement' },
        rhythmWeeksField(),
        {
          name: 'vaccinations',
          type: 'array',
          label: 'Vaccins',
          fields: [
            { name: 'name', type: 'text', label: 'Vaccin', required: true },
            { name: 'date', type: 'date', label: 'Date', admin: { date: { pickerAppearance: 'dayOnly' } } },
          ],
        },
      ],
    },
    { name: 'notes', type: 'textarea', label: 'Notes' },
    { name: 'attachments', type: 'upload', relationTo: 'customer-attachments', hasMany: true, label: 'Pièces jointes' },
  ],
}
