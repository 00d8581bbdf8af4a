/** The purposes and channels of a groomer's templates, and the variables their texts may use. */
export const TEMPLATE_PURPOSES = [
  'requested',
  'postponed',
  'availabilities',
  'confirmation',
  'reminder',
  'move',
  'cancellation',
  'refusal',
  'ready',
] as const
export type TemplatePurpose = (typeof TEMPLATE_PURPOSES)[number]

export const TEMPLATE_CHANNELS = ['email', 'sms', 'chat'] as const
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number]

export const PURPOSE_LABELS: Record<TemplatePurpose, string> = {
  requested: 'Demande reçue',
  postponed: 'Report reçu',
  availabilities: 'Disponibilités reçues',
  confirmation: 'Confirmation',
  reminder: 'Rappel la veille',
  cancellation: 'Annulation',
  refusal: 'Refus',
  move: 'Déplacement',
  ready: 'Animal prêt à récupérer',
}

export const CHANNEL_LABELS: Record<TemplateChannel, string> = { email: 'E-mail', sms: 'SMS', chat: 'Messagerie' }

export const TEMPLATE_VARIABLES = [
  { name: 'prenom', label: 'Prénom du client' },
  { name: 'nom', label: 'Nom du client' },
  { name: 'date', label: 'Date du rendez-vous' },
  { name: 'heure', label: 'Heure du rendez-vous' },
  { name: 'toiletteur', label: 'Votre nom' },
  { name: 'adresse', label: 'Lieu du rendez-vous' },
  { name: 'motif', label: 'Prestation' },
  { name: 'lien', label: 'Lien vers le rendez-vous' },
  { name: 'animal', label: 'Nom de l’animal' },
  { name: 'telephone', label: 'Votre téléphone' },
  { name: 'raison', label: 'Raison du refus' },
] as const
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]['name']
export type TemplateValues = Record<TemplateVariable, string>

// Availabilities have no time yet (the groomer proposes one) and no pet.
const WITHOUT_TIME: ReadonlySet<TemplateVariable> = new Set(['date', 'heure', 'animal'])

/** The variables a purpose offers: the refusal reason exists only for a refusal, a time only once there is one. */
export function variablesFor(purpose: TemplatePurpose) {
  return TEMPLATE_VARIABLES.filter(
    (variable) =>
      (variable.name !== 'raison' || purpose === 'refusal') &&
      (purpose !== 'availabilities' || !WITHOUT_TIME.has(variable.name)),
  )
}

// One placeholder: braces around anything but braces and line breaks.
const PLACEHOLDER = /\{([^{}\n]*)\}/g

/** The placeholders of `text` that `purpose` does not offer, as written (e.g. `{prénom}`), without repeats. */
export function unknownVariables(text: string, purpose: TemplatePurpose): string[] {
  const allowed = new Set<string>(variablesFor(purpose).map((variable) => variable.name))
  const unknown = [...text.matchAll(PLACEHOLDER)]
    .filter((match) => !allowed.has(match[1] ?? ''))
    .map((match) => match[0])
  return [...new Set(unknown)]
}

/** The French error for unknown placeholders, naming them, or null. */
export function unknownVariablesMessage(text: string, purpose: TemplatePurpose): string | null {
  const unknown = unknownVariables(text, purpose)
  if (unknown.length === 0) return null
  const names = unknown.join(', ')
  return unknown.length === 1
    ? `Variable inconnue : ${names}. Utilisez une variable de la liste.`
    : `Variables inconnues : ${names}. Utilisez des variables de la liste.`
}

/** `text` with each known placeholder replaced by its value (unknown ones are left as written). */
export function substitute(text: string, values: Partial<TemplateValues>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? (values[name as TemplateVariable] ?? '') : whole,
  )
}
