/** A folder as the form edits it (every text field a string, empty when unset). */
export type VaccinationState = { name: string; date: string }
export type PetState = {
  name: string
  species: string
  breed: string
  size: string
  coat: string
  behaviour: string
  rhythmWeeks: string
  vaccinations: VaccinationState[]
}
export type FolderState = { name: string; email: string; phone: string; notes: string; pets: PetState[] }
export type FieldErrors = Record<string, string>

export const SPECIES_LABELS: Record<string, string> = { dog: 'Chien', cat: 'Chat', rabbit: 'Lapin', other: 'Autre' }
export const SIZE_LABELS: Record<string, string> = {
  small: 'Petit',
  medium: 'Moyen',
  large: 'Grand',
  giant: 'Très grand',
}

export const emptyPet = (): PetState => ({
  name: '',
  species: '',
  breed: '',
  size: '',
  coat: '',
  behaviour: '',
  rhythmWeeks: '',
  vaccinations: [],
})
export const emptyFolder = (): FolderState => ({ name: '', email: '', phone: '', notes: '', pets: [] })
