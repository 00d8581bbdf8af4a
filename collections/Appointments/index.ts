import type { CollectionConfig, FieldAccess } from 'payload'

import { adminsOnly, isAdmin, isGroomer } from '../../src/access/roles'
import { APPOINTMENT_STATUSES, VISIT_STATUSES } from '../../src/lib/appointmentStatusOptions'
import { CANCELLATION_NOTE_MAX, CANCELLATION_REASONS } from '../../src/lib/cancellationReasons'
import { APPOINTMENT_KINDS, emailListField, groomerField, instantRangeFields, PET_SIZES, PET_SPECIES } from '../_fields'
import { exportCsvLink } from '../_fields/exportCsv'
import { createAppointments, readAppointments, scopeAppointmentCreation, updateAppointments } from './access'

/** Set by the groomer (their own appointments, see update access) or an admin; never by the attendee. */
const groomerOrAdmin: FieldAccess = ({ req }) => isAdmin(req.user) || isGroomer(req.user)
const groomerOrAdminField = { create: groomerOrAdmin, update: groomerOrAdmin }

/** Statuses that hold their slot: the database refuses two of them overlapping for one groomer. */
export const ACTIVE_APPOINTMENT_STATUSES = ['pending', 'confirmed'] as const

export const Appointments: CollectionConfig = {
  slug: 'appointments',
  labels: { singular: 'Rendez-vous', plural: 'Rendez-vous' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'start', 'groomer', 'attendee', 'status'],
    components: { beforeListTable: [exportCsvLink('appointments')] },
  },
  access: { read: readAppointments, create: createAppointments, update: updateAppointments, delete: adminsOnly },
  hooks: { beforeValidate: [scopeAppointmentCreation] },
  fields: [
    { name: 'reference', type: 'text', label: 'Référence', required: true, unique: true, index: true },
    groomerField(),
    {
      name: 'attendee',
      type: 'relationship',
      relationTo: 'attendees',
      label: 'Client',
      index: true,
      admin: { components: { Cell: '/src/components/admin/AttendeeCell#AttendeeCell' } },
    },
    {
      name: 'source',
      type: 'select',
      label: 'Origine',
      defaultValue: 'online',
      options: [
        { label: 'Réservé en ligne', value: 'online' },
        { label: 'Saisi par le toiletteur', value: 'groomer' },
        { label: 'Réservé sur Google', value: 'google' },
      ],
    },
    { name: 'customerName', type: 'text', label: 'Nom du client (saisie manuelle)' },
    { name: 'customerPhone', type: 'text', label: 'Téléphone du client (saisie manuelle)' },
    {
      name: 'customerFolder',
      type: 'relationship',
      relationTo: 'customer-folders',
      label: 'Dossier client',
      index: true,
    },
    { name: 'motive', type: 'relationship', relationTo: 'motives', label: 'Motif' },
    { name: 'title', type: 'text', label: 'Titre' },
    { name: 'location', type: 'text', label: 'Lieu' },
    { name: 'timezone', type: 'text', label: 'Fuseau horaire', defaultValue: 'Europe/Paris', required: true },
    ...instantRangeFields(undefined, true),
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      options: APPOINTMENT_STATUSES,
      defaultValue: 'pending',
      required: true,
      index: true,
    },
    { name: 'kind', type: 'select', label: 'Type', options: APPOINTMENT_KINDS, defaultValue: 'salon', required: true },
    { name: 'videoLink', type: 'text', label: 'Lien visio' },
    emailListField('attendeeEmails', 'E-mails des participants'),
    { name: 'numberOfAttendees', type: 'number', label: 'Nombre de participants', defaultValue: 1, min: 1 },
    { name: 'note', type: 'textarea', label: 'Note' },
    {
      name: 'pet',
      type: 'group',
      label: 'Animal',
      fields: [
        { name: 'name', type: 'text', label: 'Nom' },
        { name: 'species', type: 'select', label: 'Espèce', options: [...PET_SPECIES] },
        { name: 'breed', type: 'text', label: 'Race' },
        { name: 'size', type: 'select', label: 'Gabarit', options: [...PET_SIZES] },
      ],
    },
    {
      name: 'price',
      type: 'number',
      label: 'Prix annoncé (€ TTC)',
      min: 0,
      max: 1_000,
      admin: {
        description:
          'Le prix du motif pour le gabarit de l’animal, tel que le client l’a lu en réservant ; vide : prix sur place.',
      },
    },
    {
      name: 'lines',
      type: 'array',
      label: 'Animaux et prestations',
      labels: { singular: 'Animal', plural: 'Animaux' },
      access: groomerOrAdminField,
      admin: {
        description:
          'Un rendez-vous pour plusieurs animaux : une ligne par animal. Vide : un seul animal, celui du groupe « Animal ».',
      },
      fields: [
        { name: 'petName', type: 'text', label: 'Nom', required: true },
        { name: 'petSpecies', type: 'select', label: 'Espèce', options: [...PET_SPECIES] },
        { name: 'petBreed', type: 'text', label: 'Race' },
        { name: 'petSize', type: 'select', label: 'Gabarit', options: [...PET_SIZES] },
        { name: 'motive', type: 'relationship', relationTo: 'motives', label: 'Motif' },
        { name: 'duration', type: 'number', label: 'Durée (minutes)', min: 5, max: 600, required: true },
        { name: 'price', type: 'number', label: 'Prix annoncé (€ TTC)', min: 0, max: 1_000 },
      ],
    },
    {
      name: 'visitStatus',
      type: 'select',
      label: 'Suivi de la visite',
      options: VISIT_STATUSES,
      index: true,
      access: groomerOrAdminField,
    },
    {
      name: 'visitStatusAt',
      type: 'date',
      label: 'Suivi mis à jour le',
      admin: { readOnly: true },
      access: groomerOrAdminField,
    },
    { name: 'refusalReason', type: 'textarea', label: 'Motif du refus' },
    { name: 'confirmedAt', type: 'date', label: 'Confirmé le', admin: { readOnly: true } },
    // When the owner's request started waiting for validation: a postpone keeps it, so a request expires 48 h after it (src/server/jobs/expiry.ts).
    {
      name: 'requestedAt',
      type: 'date',
      label: 'Demande envoyée le',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      defaultValue: () => new Date().toISOString(),
    },
    { name: 'cancelledAt', type: 'date', label: 'Annulé le', admin: { readOnly: true } },
    {
      name: 'cancelledBy',
      type: 'select',
      label: 'Annulé par',
      options: [
        { label: 'Le client', value: 'attendee' },
        { label: 'Le toiletteur', value: 'groomer' },
      ],
    },
    // Why the owner cancelled (issue 33 item 4), told to the groomer.
    {
      name: 'cancellationReason',
      type: 'select',
      label: 'Raison de l’annulation',
      options: CANCELLATION_REASONS.map(({ label, value }) => ({ label, value })),
    },
    { name: 'cancellationNote', type: 'textarea', label: 'Précision du client', maxLength: CANCELLATION_NOTE_MAX },
    // Claimed by the reminders job (conditional UPDATE … IS NULL) before it sends: one reminder per channel.
    { name: 'reminderEmailSentAt', type: 'date', label: 'Rappel e-mail envoyé le', admin: { readOnly: true } },
    { name: 'reminderSmsSentAt', type: 'date', label: 'Rappel SMS envoyé le', admin: { readOnly: true } },
    { name: 'reviewRequestSentAt', type: 'date', label: 'Demande d’avis envoyée le', admin: { readOnly: true } },
    // Counted by the database (a trigger, migration 20261127_110000): each change of time, place or status.
    {
      name: 'calendarRevision',
      type: 'number',
      label: 'Version pour les agendas',
      defaultValue: 0,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, description: 'Le numéro de version (SEQUENCE) du fichier .ics envoyé au client.' },
    },
    {
      name: 'availabilityRequest',
      type: 'relationship',
      relationTo: 'availability-requests',
      label: 'Disponibilités proposées',
    },
  ],
}
