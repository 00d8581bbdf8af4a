import type { SanitizedConfig } from 'payload'

/**
 * Where Payload's French is wrong or awkward ("Globals(es)", "Créer un(e) nouveau ou nouvelle",
 * "Télécharger" to insert an image, "Bloc bascule"), the admin's own words. Applied to the
 * sanitised config: the rich-text editor merges its features' wording over the config's own
 * translations while the config is built, so an override set before would be lost.
 */
export const ADMIN_WORDING = {
  general: {
    globals: 'Réglages',
    createNew: 'Créer',
    createNewLabel: 'Créer : {{label}}',
    creatingNewLabel: 'Création : {{label}}',
    none: 'Aucun',
    noResults: 'Aucun résultat pour « {{label}} » : rien n’existe encore, ou rien ne correspond aux filtres ci-dessus.',
  },
  fields: {
    addNew: 'Ajouter',
    addNewLabel: 'Ajouter : {{label}}',
    chooseLabel: 'Choisir : {{label}}',
    toggleBlock: 'Replier ou déplier',
    uploadNewLabel: 'Envoyer un nouveau fichier : {{label}}',
    addUpload: 'Ajouter un fichier',
  },
  version: { noRowsFound: 'Aucun résultat pour « {{label}} »' },
  'lexical:upload': { label: 'Image ou fichier' },
} as const

type Wording = Record<string, Record<string, string>>

export function withAdminWording(config: SanitizedConfig): SanitizedConfig {
  const translations = (config.i18n.translations ?? {}) as Record<string, Wording>
  const french = translations.fr ?? {}
  for (const [group, words] of Object.entries(ADMIN_WORDING as Wording)) french[group] = { ...(french[group] ?? {}), ...words }
  translations.fr = french
  config.i18n.translations = translations as SanitizedConfig['i18n']['translations']
  return config
}
