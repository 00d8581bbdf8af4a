import type { CollectionConfig, Field } from 'payload'

import { adminOrServer } from '../../src/access/adminApi'
import { adminOnlyField } from '../../src/access/fields'
import { adminsOnly } from '../../src/access/roles'
import {
  REFUSAL_REASONS,
  REPLY_TEXT_MAX,
  REPORT_TEXT_MAX,
  REVIEW_CRITERIA,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from '../../src/server/reviews/rules'
import {
  authorOrAdminField,
  createReviews,
  groomerOrAdminField,
  partiesOrAdminField,
  readReviews,
  replyReadable,
  replyRefusalReadable,
  reporterOrAdminField,
  updateReviews,
} from './access'
import { dropSiteRating, prepareReview, tellModerationOutcome } from './hooks'

const adminWrites = { create: adminOnlyField, update: adminOnlyField }
/** Set once at creation by the review service (which derives them from the appointment); changed by admins only. */
const serviceSets = { create: adminOrServer, update: adminOnlyField }
const authorWrites = { create: authorOrAdminField, update: authorOrAdminField }
const groomerWrites = { create: groomerOrAdminField, update: groomerOrAdminField }
const readOnlyDate = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({
    name,
    type: 'date',
    label,
    admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    access: adminWrites,
    ...extra,
  }) as Field

/** A refusal says why (the author is told the reason). */
const reasonWhenRefused = (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
  siblingData?.status === 'refused' && !value ? 'Choisissez le motif du refus.' : true

const isInteger = (value: unknown) => (Number.isInteger(value) ? true : 'Une note entière de 1 à 5.')

/**
 * An owner's verified review of one finished appointment, sent through the signed link of the
 * review request (src/server/reviews). Published only once an admin approved it.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Avis', plural: 'Avis' },
  admin: {
    useAsTitle: 'authorName',
    defaultColumns: ['authorName', 'groomer', 'rating', 'status', 'submittedAt', 'text'],
    listSearchableFields: ['authorName', 'text'],
    description:
      'Avis vérifiés : publiez ou refusez (avec un motif) sous 48 heures. Le client reçoit la décision par e-mail.',
  },
  defaultSort: 'submittedAt',
  access: { read: readReviews, create: createReviews, update: updateReviews, delete: adminsOnly },
  hooks: { beforeChange: [prepareReview], afterChange: [tellModerationOutcome], afterDelete: [dropSiteRating] },
  fields: [
    // "Publier" and "Refuser (motif)" at the top of a review waiting for moderation.
    {
      name: 'decision',
      type: 'ui',
      admin: { components: { Field: '/src/components/admin/ReviewDecision#ReviewDecision' } },
    },
    {
      name: 'appointment',
      type: 'relationship',
      relationTo: 'appointments',
      label: 'Rendez-vous',
      required: true,
      unique: true,
      index: true,
      access: { read: partiesOrAdminField, ...serviceSets },
    },
    {
      name: 'groomer',
      type: 'relationship',
      relationTo: 'users',
      label: 'Toiletteur',
      required: true,
      index: true,
      access: serviceSets,
    },
    {
      name: 'attendee',
      type: 'relationship',
      relationTo: 'attendees',
      label: 'Client',
      required: true,
      index: true,
      access: { read: partiesOrAdminField, ...serviceSets },
    },
    { name: 'authorName', type: 'text', label: 'Auteur (affiché)', required: true, access: serviceSets },
    {
      name: 'visitDate',
      type: 'date',
      label: 'Date de la prestation',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly' } },
      access: serviceSets,
    },
    {
      name: 'ratings',
      type: 'group',
      label: 'Notes',
      fields: REVIEW_CRITERIA.map(
        ({ name, label }) =>
          ({
            name,
            type: 'number',
            label,
            required: true,
            min: 1,
            max: 5,
            validate: isInteger,
            access: authorWrites,
          }) as Field,
      ),
    },
    {
      name: 'rating',
      type: 'number',
      label: 'Note moyenne',
      index: true,
      access: adminWrites,
      admin: {
        readOnly: true,
        components: {
          Cell: '/src/components/admin/FrenchRating#FrenchRatingCell',
          Field: '/src/components/admin/FrenchRating#FrenchRatingField',
        },
      },
    },
    {
      name: 'text',
      type: 'textarea',
      label: 'Avis',
      required: true,
      minLength: REVIEW_TEXT_MIN,
      maxLength: REVIEW_TEXT_MAX,
      access: authorWrites,
    },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      options: [...REVIEW_STATUSES],
      defaultValue: 'pending',
      required: true,
      index: true,
      access: adminWrites,
    },
    {
      name: 'refusalReason',
      type: 'select',
      label: 'Motif du refus',
      options: [...REFUSAL_REASONS],
      validate: reasonWhenRefused,
      access: { read: partiesOrAdminField, ...adminWrites },
      admin: { condition: (data) => data?.status === 'refused' },
    },
    {
      name: 'flags',
      type: 'group',
      label: 'Signalé à la soumission',
      admin: { description: 'Détecté automatiquement dans le texte : à vérifier avant de publier.' },
      access: { read: adminOnlyField },
      fields: [
        { name: 'profanity', type: 'checkbox', label: 'Grossièretés', defaultValue: false, access: adminWrites },
        {
          name: 'personalData',
          type: 'checkbox',
          label: 'Données personnelles (téléphone, e-mail)',
          defaultValue: false,
          access: adminWrites,
        },
      ],
    },
    readOnlyDate('submittedAt', 'Envoyé le', { index: true }),
    readOnlyDate('editableUntil', 'Modifiable jusqu’au'),
    readOnlyDate('moderatedAt', 'Modéré le'),
    readOnlyDate('publishedAt', 'Publié le'),
    {
      // Read access on each field, not on the group: Payload's admin form renders a named group's
      // fields only when the group itself carries no access of its own (payloadcms/payload#17812).
      name: 'reply',
      type: 'group',
      label: 'Réponse du toiletteur',
      fields: [
        {
          name: 'text',
          type: 'textarea',
          label: 'Réponse',
          maxLength: REPLY_TEXT_MAX,
          access: { read: replyReadable, ...groomerWrites },
        },
        {
          name: 'status',
          type: 'select',
          label: 'Statut de la réponse',
          options: [...REVIEW_STATUSES],
          access: { read: replyReadable, ...adminWrites },
        },
        {
          name: 'refusalReason',
          type: 'select',
          label: 'Motif du refus de la réponse',
          options: [...REFUSAL_REASONS],
          validate: reasonWhenRefused,
          access: { read: replyRefusalReadable, ...adminWrites },
          admin: { condition: (_, sibling) => sibling?.status === 'refused' },
        },
        readOnlyDate('repliedAt', 'Répondu le', { access: { read: replyReadable, ...adminWrites } }),
      ],
    },
    {
      name: 'report',
      type: 'group',
      label: 'Signalement du toiletteur',
      fields: [
        {
          name: 'reason',
          type: 'textarea',
          label: 'Motif du signalement',
          maxLength: REPORT_TEXT_MAX,
          access: { read: reporterOrAdminField, ...groomerWrites },
        },
        readOnlyDate('reportedAt', 'Signalé le', { access: { read: reporterOrAdminField, ...adminWrites } }),
      ],
    },
  ],
}
