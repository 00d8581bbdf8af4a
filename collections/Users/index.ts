import type { CollectionConfig, Field } from 'payload'

import { adminOnlyField, selfOrAdminField } from '../../src/access/fields'
import { adminsOnly } from '../../src/access/roles'
import { IMAGE_RULES } from '../../src/lib/uploadLimits'
import { groomerCookieStrategy } from '../../src/server/auth/strategies'
import { trackingNumberError } from '../../src/server/calls/trackingNumber'
import {
  holidayRegionError,
  payloadRule,
  phoneError,
  postcodeError,
  timezoneError,
} from '../../src/server/groomers/fieldRules'
import { groomerPasswordReset } from '../../src/server/notifications/passwordReset'
import { emailListField, PHONE_COUNTRIES, uriField } from '../_fields'
import { joinsForAdminsOnly } from '../_hooks/adminOnlyJoins'
import { personAuth } from '../_fields/auth'
import { pendingPhoneField } from '../_fields/pendingPhone'
import { exportCsvLink } from '../_fields/exportCsv'
import { readGroomers, updateSelfOrAdmin } from './access'
import { groomerLabel, groomerRecords } from './adminRecords'
import { applySubscriptionOffer, billingDetailFields, subscriptionFields } from './subscriptionOffer'
import { withdrawnByAdminField } from './withdrawnByAdmin'

const privateField = { read: selfOrAdminField('users') }

/** Groomers (toiletteurs): the professionals who sell appointments. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Toiletteur', plural: 'Toiletteurs' },
  admin: {
    // "Julie Moreau · Nantes · julie@…": two groomers of the same name are told apart in every picker.
    useAsTitle: 'adminLabel',
    listSearchableFields: ['displayName', 'email', 'adminLabel'],
    defaultColumns: ['displayName', 'email', 'city', 'published'],
    components: { beforeListTable: [exportCsvLink('groomers')] },
  },
  auth: { ...personAuth(groomerCookieStrategy, 60 * 60 * 24 * 30), forgotPassword: groomerPasswordReset },
  hooks: { beforeOperation: [joinsForAdminsOnly], afterChange: [applySubscriptionOffer] },
  access: {
    read: readGroomers,
    create: adminsOnly,
    update: updateSelfOrAdmin,
    delete: adminsOnly,
  },
  fields: [
    // Payload shows the auth block (e-mail, password) above the tabs.
    { name: 'email', type: 'email', required: true, unique: true, access: privateField },
    // Unnamed tabs: the data keeps its shape; the groomer's records have their own tab.
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Profil et réglages',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'firstName', type: 'text', label: 'Prénom', required: true },
                { name: 'lastName', type: 'text', label: 'Nom', required: true },
              ],
            },
            {
              name: 'displayName',
              type: 'text',
              label: 'Nom affiché',
              admin: { readOnly: true },
              hooks: {
                beforeChange: [
                  ({ siblingData }) => `${siblingData.firstName ?? ''} ${siblingData.lastName ?? ''}`.trim(),
                ],
              },
            },
            groomerLabel,
            uriField('Adresse du profil : /toiletteur/{uri}'),
            { name: 'published', type: 'checkbox', label: 'Profil publié', defaultValue: false, index: true },
            withdrawnByAdminField,
            { name: 'onlineBooking', type: 'checkbox', label: 'Prise de rendez-vous en ligne', defaultValue: true },
            {
              name: 'googleBooking',
              type: 'checkbox',
              label: 'Réserver avec Google',
              defaultValue: false,
              access: privateField,
              admin: {
                description:
                  'Les motifs en confirmation immédiate sont proposés sur Google (Maps, Recherche) ; le toiletteur l’active depuis son espace.',
              },
            },
            {
              name: 'bookingSuspended',
              type: 'checkbox',
              label: 'Réservation en ligne suspendue (abonnement)',
              defaultValue: false,
              // Written by src/server/billing alone (a payment unpaid past the grace, a subscription ended).
              access: { update: () => false },
              admin: {
                readOnly: true,
                description:
                  'Cochée tant que l’abonnement du toiletteur est impayé après le délai de grâce ou terminé : sa page affiche son téléphone. Offrez-lui des mois depuis « Abonnement » pour la lever.',
              },
            },
            {
              name: 'picture',
              type: 'upload',
              relationTo: 'media',
              label: 'Photo',
              admin: { description: IMAGE_RULES },
            },
            { name: 'presentation', type: 'richText', label: 'Présentation' },
            { name: 'practicePresentation', type: 'richText', label: 'Présentation du salon' },
            {
              name: 'specialities',
              type: 'relationship',
              relationTo: 'specialities',
              hasMany: true,
              label: 'Spécialités',
            },
            { name: 'team', type: 'relationship', relationTo: 'teams', label: 'Étude', index: true },
            {
              type: 'collapsible',
              label: 'Coordonnées',
              fields: [
                { name: 'country', type: 'select', label: 'Pays', options: [...PHONE_COUNTRIES], defaultValue: 'FR' },
                {
                  name: 'phoneCountryCode',
                  type: 'select',
                  label: 'Indicatif',
                  options: [...PHONE_COUNTRIES],
                  defaultValue: 'FR',
                },
                {
                  name: 'phone',
                  type: 'text',
                  label: 'Téléphone',
                  validate: payloadRule(phoneError),
                  admin: { description: 'Numéro français, suisse ou belge, affiché sur le profil.' },
                },
                {
                  name: 'phoneVerified',
                  type: 'checkbox',
                  label: 'Téléphone vérifié',
                  defaultValue: false,
                  access: { update: adminOnlyField },
                },
                pendingPhoneField('users'),
                { name: 'address', type: 'text', label: 'Adresse' },
                { name: 'postcode', type: 'text', label: 'Code postal', validate: payloadRule(postcodeError) },
                { name: 'city', type: 'relationship', relationTo: 'cities', label: 'Ville', index: true },
                { name: 'latitude', type: 'number', admin: { step: 0.000001 } },
                { name: 'longitude', type: 'number', admin: { step: 0.000001 } },
              ],
            },
            {
              type: 'collapsible',
              label: 'Langue et fuseau',
              fields: [
                {
                  name: 'timezone',
                  type: 'text',
                  label: 'Fuseau horaire',
                  defaultValue: 'Europe/Paris',
                  required: true,
                  validate: payloadRule(timezoneError),
                  admin: {
                    description: 'Choisissez dans la liste ; tapez pour chercher (Paris, Zurich, Brussels…).',
                    components: { Field: '/src/components/admin/TimezoneSelect#TimezoneSelect' },
                  },
                },
                {
                  name: 'language',
                  type: 'select',
                  label: 'Langue',
                  options: [
                    { label: 'Français', value: 'fr' },
                    { label: 'English', value: 'en' },
                  ],
                  defaultValue: 'fr',
                },
                {
                  name: 'spokenLanguages',
                  type: 'select',
                  label: 'Langues parlées',
                  hasMany: true,
                  // A new groomer speaks French until they say otherwise; the page shows exactly what is ticked.
                  defaultValue: ['fr'],
                  options: [
                    { label: 'Français', value: 'fr' },
                    { label: 'Anglais', value: 'en' },
                    { label: 'Allemand', value: 'de' },
                    { label: 'Espagnol', value: 'es' },
                    { label: 'Italien', value: 'it' },
                    { label: 'Néerlandais', value: 'nl' },
                    { label: 'Arabe', value: 'ar' },
                    { label: 'Portugais', value: 'pt' },
                  ],
                },
                {
                  name: 'holidayRegion',
                  type: 'text',
                  label: 'Région des jours fériés',
                  validate: payloadRule(holidayRegionError),
                  admin: { description: '57, 67 ou 68 pour l’Alsace-Moselle ; code du canton en Suisse' },
                },
              ],
            },
            {
              name: 'bookingDelays',
              type: 'group',
              label: 'Délais de réservation',
              fields: [
                {
                  name: 'minNoticeMinutes',
                  type: 'number',
                  label: 'Délai avant un rendez-vous (minutes)',
                  defaultValue: 120,
                  min: 0,
                },
                {
                  name: 'notBeforeHour',
                  type: 'number',
                  label: 'Pas de rendez-vous le lendemain avant (heure)',
                  min: 0,
                  max: 23,
                },
                {
                  name: 'horizonMonths',
                  type: 'number',
                  label: 'Pas de rendez-vous au-delà de (mois)',
                  defaultValue: 3,
                  min: 1,
                  max: 24,
                },
              ],
            },
            {
              name: 'referralCode',
              type: 'text',
              label: 'Code de parrainage',
              unique: true,
              index: true,
              access: { ...privateField, update: adminOnlyField },
              admin: { readOnly: true },
            },
            {
              name: 'trackingNumber',
              type: 'text',
              label: 'Numéro de suivi des appels (Twilio)',
              unique: true,
              index: true,
              access: { ...privateField, update: adminOnlyField },
              validate: trackingNumberError,
              admin: {
                description:
                  'Numéro Twilio au format international (+33…) ; ses appels sont renvoyés vers le téléphone du toiletteur.',
              },
            },
            {
              name: 'cancellationNoticeHours',
              type: 'number',
              label: 'Délai d’annulation ou de report (heures)',
              defaultValue: 24,
              min: 0,
            },
            {
              name: 'mailSettings',
              type: 'group',
              label: 'Réglages des e-mails',
              // Read access on each field, not on the group: Payload's form renders a named group's
              // fields only when the group carries no access of its own (payloadcms/payload#17812).
              fields: [
                {
                  name: 'active',
                  type: 'checkbox',
                  label: 'Recevoir les e-mails',
                  defaultValue: true,
                  access: privateField,
                },
                { ...emailListField('copyList', 'Copie à'), access: privateField } as Field,
              ],
            },
            {
              name: 'customerMessages',
              type: 'group',
              label: 'Messages aux clients',
              fields: [
                {
                  name: 'byEmail',
                  type: 'checkbox',
                  label: 'Envoyer les e-mails aux clients',
                  defaultValue: true,
                  access: privateField,
                },
                {
                  name: 'bySms',
                  type: 'checkbox',
                  label: 'Envoyer les SMS aux clients',
                  defaultValue: true,
                  access: privateField,
                },
                // The last answer to « Prévenir le client ? » in the agenda (a move, a hand-made booking): offered next time.
                {
                  name: 'agendaSms',
                  type: 'checkbox',
                  label: 'Agenda : prévenir par SMS (dernier choix)',
                  defaultValue: true,
                  access: privateField,
                },
                {
                  name: 'agendaEmail',
                  type: 'checkbox',
                  label: 'Agenda : prévenir par e-mail (dernier choix)',
                  defaultValue: true,
                  access: privateField,
                },
              ],
            },
          ],
        },
        groomerRecords,
        {
          label: 'Abonnement',
          description:
            'L’abonnement mensuel du toiletteur (Stripe). Offrir des mois lui permet de publier sa page et de prendre des rendez-vous sans carte.',
          fields: [...subscriptionFields, ...billingDetailFields],
        },
      ],
    },
  ],
}
