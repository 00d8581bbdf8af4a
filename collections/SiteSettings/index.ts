import type { GlobalConfig } from 'payload'

import { anyone, adminsOnly } from '../../src/access/roles'
import { PHONE_COUNTRIES } from '../_fields'

/** Site-wide settings: the config flags and constants of spec section 9 (a global, not a collection). */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Réglages du site',
  access: { read: anyone, update: adminsOnly },
  fields: [
    { name: 'siteName', type: 'text', label: 'Nom du site', defaultValue: 'Mon Toiletteur', required: true },
    { name: 'defaultTimezone', type: 'text', label: 'Fuseau horaire par défaut', defaultValue: 'Europe/Paris', required: true },
    {
      name: 'features',
      type: 'group',
      label: 'Fonctions',
      fields: [
        { name: 'specialities', type: 'checkbox', label: 'Spécialités mises en avant', defaultValue: false },
        { name: 'userCardDefault', type: 'checkbox', label: 'Carte toiletteur par défaut', defaultValue: false },
        { name: 'sponsorshipActive', type: 'checkbox', label: 'Parrainage actif', defaultValue: false },
        { name: 'homeBackgroundDescription', type: 'checkbox', label: 'Description sur le fond de l’accueil', defaultValue: true },
        { name: 'motiveDetails', type: 'checkbox', label: 'Détails des motifs', defaultValue: true },
        { name: 'newAppointment', type: 'checkbox', label: 'Nouveau rendez-vous manuel', defaultValue: false },
        { name: 'customerFolder', type: 'checkbox', label: 'Dossiers clients', defaultValue: false },
        { name: 'attachments', type: 'checkbox', label: 'Pièces jointes', defaultValue: false },
      ],
    },
    {
      name: 'pageSizes',
      type: 'group',
      label: 'Toiletteurs par page',
      fields: [
        { name: 'desktop', type: 'number', label: 'Ordinateur', defaultValue: 20, min: 1, max: 100 },
        { name: 'mobile', type: 'number', label: 'Téléphone', defaultValue: 10, min: 1, max: 100 },
      ],
    },
    {
      name: 'phoneCountries',
      type: 'select',
      label: 'Pays de téléphone autorisés',
      hasMany: true,
      options: [...PHONE_COUNTRIES],
      defaultValue: ['FR', 'CH', 'BE'],
    },
    {
      name: 'support',
      type: 'group',
      label: 'Assistance',
      fields: [
        { name: 'phone', type: 'text', label: 'Téléphone', defaultValue: '01 84 80 00 00' },
        { name: 'email', type: 'email', label: 'E-mail', defaultValue: 'contact@montoiletteur.fr' },
      ],
    },
    {
      name: 'subscription',
      type: 'group',
      label: 'Offre toiletteur',
      fields: [
        { name: 'priceExclTax', type: 'number', label: 'Prix HT par mois (€)', defaultValue: 29 },
        {
          name: 'benefits',
          type: 'array',
          label: 'Avantages',
          fields: [{ name: 'text', type: 'text', required: true }],
          defaultValue: [
            { text: 'Plus de 50 % de temps de secrétariat gagné' },
            { text: 'Jusqu’à 10 nouveaux clients par mois' },
            { text: 'De la visibilité grâce à un profil personnalisé' },
          ],
        },
      ],
    },
    {
      name: 'delays',
      type: 'group',
      label: 'Délais d’affichage (ms)',
      fields: [
        { name: 'cookieCard', type: 'number', defaultValue: 10000 },
        { name: 'footer', type: 'number', defaultValue: 3000 },
      ],
    },
  ],
}
