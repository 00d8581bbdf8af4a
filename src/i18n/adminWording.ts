import type { SanitizedConfig } from 'payload'

/**
 * Where Payload's French is wrong or awkward ("Globals(es)", "Créer un(e) nouveau ou nouvelle",
 * "créé(e) avec succès", "Par Page", "vrai ou faux", "Télécharger" to insert an image, "En-tête 1"),
 * the admin's own words. Applied to the sanitised config: the rich-text editor merges its features'
 * wording over the config's own translations while the config is built, so an override set before
 * would be lost. The editor's features sit under `lexical.<feature>` (its keys read
 * `lexical:upload:label`).
 */
export const ADMIN_WORDING = {
  general: {
    globals: 'Réglages',
    createNew: 'Créer',
    createNewLabel: 'Créer : {{label}}',
    creatingNewLabel: 'Création : {{label}}',
    created: 'Création',
    createdAt: 'Créé le',
    deletedSuccessfully: 'Suppression effectuée.',
    descending: 'Décroissant',
    false: 'Non',
    true: 'Oui',
    none: 'Aucun',
    noResults: 'Aucun résultat pour « {{label}} » : rien n’existe encore, ou rien ne correspond aux filtres ci-dessus.',
    perPage: 'Par page : {{limit}}',
    restoredSuccessfully: 'Restauration effectuée.',
    successfullyCreated: 'Enregistré : {{label}}.',
    successfullyDuplicated: 'Copie enregistrée : {{label}}.',
    titleDeleted: 'Supprimé : {{label}} « {{title}} ».',
  },
  fields: {
    addNew: 'Ajouter',
    addNewLabel: 'Ajouter : {{label}}',
    chooseFromExisting: 'Choisir une fiche existante',
    chooseLabel: 'Choisir : {{label}}',
    selectExistingLabel: 'Choisir : {{label}}',
    toggleBlock: 'Replier ou déplier',
    uploadNewLabel: 'Envoyer un nouveau fichier : {{label}}',
    addUpload: 'Ajouter un fichier',
  },
  validation: { trueOrFalse: 'Ce champ vaut oui ou non.' },
  version: {
    aboutToRestoreGlobal: 'Vous allez rétablir « {{label}} » tel qu’il était le {{versionDate}}.',
    noRowsFound: 'Aucun résultat pour « {{label}} »',
  },
  lexical: {
    upload: { label: 'Image ou fichier' },
    heading: { label: 'Titre {{headingLevel}}' },
  },
} as const

type Wording = { [key: string]: string | Wording }

function mergeWording(target: Wording, words: Wording): Wording {
  for (const [key, value] of Object.entries(words)) {
    const current = target[key]
    target[key] =
      typeof value === 'string' ? value : mergeWording(typeof current === 'object' ? { ...current } : {}, value)
  }
  return target
}

export function withAdminWording(config: SanitizedConfig): SanitizedConfig {
  const translations = (config.i18n.translations ?? {}) as Record<string, Wording>
  translations.fr = mergeWording({ ...(translations.fr ?? {}) }, ADMIN_WORDING as unknown as Wording)
  config.i18n.translations = translations as SanitizedConfig['i18n']['translations']
  return config
}
