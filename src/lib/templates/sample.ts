import type { TemplateValues } from './variables'

/** Example values of the live preview. */
export const SAMPLE_VALUES: TemplateValues = {
  prenom: 'Chloé',
  nom: 'Durand',
  date: 'mardi 1 décembre 2026',
  heure: '10:00',
  toiletteur: 'Camille Martin',
  adresse: '14 rue de Bretagne, 75003 Paris',
  motif: 'Toilettage complet',
  lien: 'https://mon-toiletteur.fr/appointments/RDV-K7Q2-M9XP-4TZA',
  animal: 'Filou',
  telephone: '01 23 45 67 89',
  raison: 'Je suis complète ce jour-là.',
}
