'use client'

import { useId, useState } from 'react'

import { petDescription, type OwnerPet } from '@/lib/pets'

import { petErrors, SIZES, SPECIES, type MotiveOption, type PetFields } from './bookingState'
import { SelectField, StepActions, TextField } from './fields'

type Props = {
  /** The pet of this line, and how to change it. */
  pet: PetFields
  onPet: (pet: PetFields) => void
  motive?: MotiveOption
  /** Several pets: « Animal 2 sur 3 · Bain », shown above the form. */
  lineLabel?: string
  /** The size was chosen with the motive (the slot's length and price follow it). */
  sizeFixed: boolean
  /** Names of the pets already in the booking (other lines): not offered again. */
  taken: string[]
  /** The owner's saved pets (null while they load or when signed out). */
  savedPets: OwnerPet[] | null
  serverErrors: Record<string, string>
  onNext: () => void
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Step 4: the pet (each pet, one after the other, for several) and a note for the groomer. A
 * returning owner picks one of their pets in one tap (it goes on); "+ un autre animal" opens the
 * form, remembered after booking.
 */
export function PetStep({ pet, onPet, motive, lineLabel, sizeFixed, taken, savedPets, serverErrors, onNext }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [adding, setAdding] = useState(false)
  const noteId = useId()
  const choicesId = useId()
  const shown = { ...serverErrors, ...errors }
  const set = (patch: Partial<PetFields>) => onPet({ ...pet, ...patch })
  const offered = savedPets?.filter((saved) => !taken.some((name) => sameName(name, saved.name))) ?? null
  const label = lineLabel ? (
    <p className="booking-slot" data-testid="booking-line">
      {lineLabel}
      {motive ? ` · ${motive.title}` : ''}
    </p>
  ) : null

  if (offered && offered.length > 0 && !adding && Object.keys(serverErrors).length === 0) {
    const pick = (saved: OwnerPet) => {
      onPet({
        name: saved.name,
        species: saved.species,
        breed: saved.breed,
        size: sizeFixed ? pet.size : saved.size,
        note: pet.note || saved.groomerNotes,
      })
      onNext()
    }
    // The pet already chosen (a rebooking reminder's, or picked before going back): one tap on.
    const chosen = offered.find((saved) => sameName(saved.name, pet.name))
    return (
      <div className="stack">
        {label}
        {chosen ? (
          <button type="button" className="btn" onClick={() => pick(chosen)}>
            Continuer avec {chosen.name}
          </button>
        ) : null}
        <p id={choicesId} style={{ margin: 0, fontWeight: 600 }}>
          {chosen ? 'Ou pour un autre animal :' : 'Pour quel animal ?'}
        </p>
        <ul className="pet-choices" aria-labelledby={choicesId}>
          {offered.map((saved) => (
            <li key={saved.id}>
              <button type="button" className="pet-choice" onClick={() => pick(saved)}>
                <strong>{saved.name}</strong>
                <span className="muted">{petDescription(saved)}</span>
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setAdding(true)
            onPet({ name: '', species: '', breed: '', size: sizeFixed ? pet.size : '', note: pet.note })
          }}
        >
          + un autre animal
        </button>
      </div>
    )
  }

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const found = petErrors(pet)
        setErrors(found)
        if (Object.keys(found).length === 0) onNext()
      }}
    >
      {label}
      {offered && offered.length > 0 ? (
        <button type="button" className="link-button" onClick={() => setAdding(false)}>
          Choisir parmi mes animaux
        </button>
      ) : null}
      <TextField
        label="Nom de l’animal"
        value={pet.name}
        onChange={(e) => set({ name: e.target.value })}
        error={shown['pet.name']}
        maxLength={60}
      />
      <SelectField
        label="Espèce"
        value={pet.species}
        onChange={(species) => set({ species })}
        options={SPECIES}
        placeholder="Choisissez…"
        error={shown['pet.species']}
      />
      <TextField
        label="Race (facultatif)"
        value={pet.breed}
        onChange={(e) => set({ breed: e.target.value })}
        error={shown['pet.breed']}
        maxLength={80}
      />
      {sizeFixed ? (
        <p>Gabarit : {SIZES.find((s) => s.value === pet.size)?.label} (choisi avec le motif)</p>
      ) : (
        <SelectField
          label="Gabarit"
          value={pet.size}
          onChange={(size) => set({ size })}
          options={SIZES}
          placeholder="Choisissez…"
          error={shown['pet.size']}
        />
      )}
      <div className="field">
        <label htmlFor={noteId}>Une précision pour le toiletteur (facultatif)</label>
        <textarea
          id={noteId}
          value={pet.note}
          maxLength={1000}
          rows={3}
          onChange={(e) => set({ note: e.target.value })}
        />
      </div>
      <StepActions>
        <button type="submit" className="btn">
          Continuer
        </button>
      </StepActions>
    </form>
  )
}
