/** The pet choices an owner sees (booking dialog, "Mes animaux"), in French. */
export const SPECIES = [
  { value: 'dog', label: 'Chien' },
  { value: 'cat', label: 'Chat' },
  { value: 'rabbit', label: 'Lapin' },
  { value: 'other', label: 'Autre NAC' },
]

export const SIZES = [
  { value: 'small', label: 'Petit (moins de 10 kg)' },
  { value: 'medium', label: 'Moyen (10 à 25 kg)' },
  { value: 'large', label: 'Grand (25 à 45 kg)' },
  { value: 'giant', label: 'Très grand (plus de 45 kg)' },
]

const labelOf = (options: { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label

/** "Chien · Caniche · Petit (moins de 10 kg)": what tells one pet from another at a glance. */
export function petDescription(pet: { species: string; breed?: string | null; size?: string | null }): string {
  return [labelOf(SPECIES, pet.species), pet.breed?.trim(), pet.size ? labelOf(SIZES, pet.size) : null]
    .filter(Boolean)
    .join(' · ')
}

/** A pet kept in the owner's account, as `GET /api/v1/attendees/{id}/pets` answers it. */
export type OwnerPet = {
  id: string
  name: string
  species: string
  breed: string
  size: string
  coat: string
  birthYear: number | null
  groomerNotes: string
  rhythmWeeks: number | null
}
