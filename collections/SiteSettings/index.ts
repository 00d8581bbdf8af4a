import type { GlobalConfig } from 'payload'

import { anyone, adminsOnly } from '../../src/access/roles'
import { PHONE_COUNTRIES } from '../_fields'

/** Site-wide settings: the config flags and constants of spec section 9 (a global, not a collection). */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Réglages du site',
  admin: {
    description:
      'Les réglages valent pour tout le site : une modification s’applique aux pages publiques dès l’enregistrement.',
  },
  access: { read: anyone, update: adminsOnly },
  fields: [
    {
      name: 'siteName',
      type: 'text',
      label: 'Nom du site',
      defaultValue: 'Mon Toiletteur',
      required: true,
      admin: { description: 'Affiché en tête de l’accueil, au-dessus du moteur de recherche.' },
    },
    {
      name: 'defaultTimezone',
      type: 'text',
      label: 'Fuseau horaire par défaut',
      defaultValue: 'Europe/Paris',
      required: true,
      admin: {
        readOnly: true,
        description:
          'Chaque toiletteur a son propre fuseau (sa fiche, « Langue et fuseau ») ; celui-ci n’est qu’indicatif.',
      },
    },
    {
      name: 'features',
      type: 'group',
      label: 'Fonctions',
      admin: { description: 'Les fonctions proposées aux toiletteurs dans leur espace.' },
      fields: [
        {
          name: 'sponsorshipActive',
          type: 'checkbox',
          label: 'Parrainage actif',
          defaultValue: false,
          admin: {
            description: 'Ajoute « Parrainage » à l’espace toiletteur : chacun peut partager son lien d’inscription.',
          },
        },
        {
          name: 'customerFolder',
          type: 'checkbox',
          label: 'Dossiers clients',
          defaultValue: false,
          admin: {
            description:
              'Ajoute « Dossiers clients » à l’espace toiletteur : fiches, animaux, notes et historique des visites.',
          },
        },
        {
          name: 'attachments',
          type: 'checkbox',
          label: 'Pièces jointes',
          defaultValue: false,
          admin: {
            description:
              'Permet de joindre des fichiers aux dossiers clients (10 Mo au plus par fichier). Sans effet si les dossiers clients sont désactivés.',
          },
        },
      ],
    },
    {
      name: 'pageSizes',
      type: 'group',
      label: 'Toiletteurs par page',
      admin: {
        description:
          'Nombre de toiletteurs par page dans les résultats d’une ville. Les variables d’environnement PAGE_SIZE_DESKTOP et PAGE_SIZE_MOBILE, si elles sont définies, l’emportent.',
      },
      fields: [
        {
          name: 'desktop',
          type: 'number',
          label: 'Ordinateur',
          defaultValue: 20,
          min: 1,
          max: 100,
          admin: { description: 'Entre 1 et 100.' },
        },
        {
          name: 'mobile',
          type: 'number',
          label: 'Téléphone',
          defaultValue: 10,
          min: 1,
          max: 100,
          admin: { description: 'Entre 1 et 100.' },
        },
      ],
    },
    {
      name: 'phoneCountries',
      type: 'select',
      label: 'Pays de téléphone autorisés',
      hasMany: true,
      options: [...PHONE_COUNTRIES],
      defaultValue: ['FR', 'CH', 'BE'],
      admin: {
        readOnly: true,
        description:
          'La France, la Suisse et la Belgique sont acceptées partout (règle du cahier des charges, non modifiable ici).',
      },
    },
    {
      name: 'support',
      type: 'group',
      label: 'Assistance',
      admin: { description: 'Les coordonnées de l’équipe, affichées dans le pied de page du site.' },
      fields: [
        {
          name: 'phone',
          type: 'text',
          label: 'Téléphone',
          defaultValue: '01 84 80 00 00',
          admin: { description: 'Tel qu’il doit s’afficher, par exemple 01 84 80 00 00.' },
        },
        {
          name: 'email',
          type: 'email',
          label: 'E-mail',
          defaultValue: 'contact@montoiletteur.fr',
          admin: { description: 'Adresse de contact proposée aux visiteurs.' },
        },
      ],
    },
    {
      name: 'subscription',
      type: 'group',
      label: 'Offre toiletteur',
      admin: { description: 'Le bloc « Vous êtes toiletteur ? » de l’accueil.' },
      fields: [
        {
          name: 'priceExclTax',
          type: 'number',
          label: 'Prix HT par mois (€)',
          defaultValue: 29,
          min: 0,
          admin: { description: 'Affiché « 29 € HT par mois ».' },
        },
        {
          name: 'trialDays',
          type: 'number',
          label: 'Essai gratuit (jours)',
          defaultValue: 30,
          min: 0,
          max: 365,
          admin: { description: 'Jours offerts avant le premier paiement, pour un nouvel abonnement.' },
        },
        {
          name: 'graceDays',
          type: 'number',
          label: 'Délai après un paiement refusé (jours)',
          defaultValue: 14,
          min: 0,
          max: 90,
          admin: {
            description:
              'Passé ce délai sans paiement, la réservation en ligne du toiletteur est suspendue (sa page reste, avec son téléphone).',
          },
        },
        {
          name: 'guaranteeFeePercent',
          type: 'number',
          label: 'Commission sur les acomptes et frais d’absence (%)',
          defaultValue: 0,
          min: 0,
          max: 20,
          admin: {
            description:
              'Part gardée par la plateforme sur l’argent versé aux toiletteurs par leurs clients (0 : tout va au toiletteur).',
          },
        },
        {
          name: 'benefits',
          type: 'array',
          label: 'Avantages',
          labels: { singular: 'Avantage', plural: 'Avantages' },
          admin: { description: 'Une ligne par avantage, dans l’ordre de l’accueil.' },
          fields: [{ name: 'text', type: 'text', label: 'Avantage', required: true, maxLength: 120 }],
          defaultValue: [
            { text: 'Plus de 50 % de temps de secrétariat gagné' },
            { text: 'Jusqu’à 10 nouveaux clients par mois' },
            { text: 'De la visibilité grâce à un profil personnalisé' },
          ],
        },
      ],
    },
    {
      name: 'invoicing',
      type: 'group',
      label: 'Mentions des factures d’abonnement',
      admin: {
        description:
          'Imprimées au pied de chaque facture envoyée aux toiletteurs (Stripe) : raison sociale, adresse, SIREN, TVA et indemnité de recouvrement.',
      },
      fields: [
        {
          name: 'companyName',
          type: 'text',
          label: 'Raison sociale',
          defaultValue: 'Mon Toiletteur SAS',
          maxLength: 120,
        },
        { name: 'address', type: 'textarea', label: 'Adresse du siège', maxLength: 300 },
        {
          name: 'siren',
          type: 'text',
          label: 'SIREN',
          maxLength: 11,
          validate: (value: unknown) =>
            !value || /^\d{9}$/.test(String(value).replace(/\s/g, '')) ? true : 'Le SIREN compte 9 chiffres.',
        },
        { name: 'vatNumber', type: 'text', label: 'N° de TVA intracommunautaire', maxLength: 20 },
        {
          name: 'recoveryFeeMention',
          type: 'textarea',
          label: 'Mention de retard de paiement',
          maxLength: 400,
          defaultValue:
            'En cas de retard de paiement : pénalités au taux d’intérêt légal majoré de 10 points et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce). Pas d’escompte pour paiement anticipé.',
        },
      ],
    },
    {
      name: 'delays',
      type: 'group',
      label: 'Délais d’affichage',
      admin: { description: 'En millisecondes (1 000 = 1 seconde), comptées depuis l’ouverture d’une page publique.' },
      fields: [
        {
          name: 'cookieCard',
          type: 'number',
          label: 'Bandeau des cookies (ms)',
          defaultValue: 10000,
          min: 0,
          max: 60000,
          admin: { description: 'Délai avant l’apparition du bandeau de consentement (10 000 par défaut).' },
        },
        {
          name: 'footer',
          type: 'number',
          label: 'Pied de page (ms)',
          defaultValue: 3000,
          min: 0,
          max: 60000,
          admin: { description: 'Délai avant l’affichage du pied de page (3 000 par défaut).' },
        },
      ],
    },
  ],
}
