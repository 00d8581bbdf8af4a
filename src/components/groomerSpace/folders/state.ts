import type { CustomerFolder } from '@/payload-types'

import type { FolderState } from './types'

/** The stored folder as the form edits it (vaccination days as `YYYY-MM-DD`). */
export function folderState(folder: CustomerFolder): FolderState {
  return {
    name: folder.name,
    email: folder.email ?? '',
    phone: folder.phone ?? '',
    notes: folder.notes ?? '',
    pets: (folder.pets ?? []).map((pet) => ({
      name: pet.name,
      species: pet.species ?? '',
      breed: pet.breed ?? '',
      size: pet.size ?? '',
      coat: pet.coat ?? '',
      behaviour: pet.behaviour ?? '',
      rhythmWeeks: pet.rhythmWeeks ? String(pet.rhythmWeeks) : '',
      vaccinations: (pet.vaccinations ?? []).map((shot) => ({
        name: shot.name,
        date: shot.date ? shot.date.slice(0, 10) : '',
      })),
    })),
  }
}
