'use client'

import { useId, useState } from 'react'

import { petDescription, type OwnerPet } from '@/lib/pets'

import { dependsOnSize, petErrors, SIZES, SPECIES, type BookingState, type MotiveOption } from './bookingState'
import { SelectField, StepActions, TextField } from './fields'

type Props = {
  state: BookingState
  motive?: MotiveOption
  /** The owner's saved pets (null while they load or when signed out). */
  savedPets: OwnerPet[] | null
  serverErrors: Record<string, string>
  onChange: (patch: Partial<BookingState>) => void
  onNext: () => void
}

/**
 * Step 4: the pet and a note for the groomer. A returning owner picks one of their pets in one
 * tap (it goes on to the summary); "+ un autre animal" opens the form, remembered after booking.
 */
export function PetStep({ state, motive, savedPets, serverErrors, onChange, onNext }: Props) {
  const { pet } = state
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [adding, setAdding] = useState(false)
  const noteId = useId()
  const choicesId = useId()
  const shown = { ...serverErrors, ...errors }
  // The slot was chosen for this size's duration (and its price shown): the size is changed on the motive step.
  const sizeFixed = dependsOnSize(motive) && Boolean(pet.size)
  const set = (patch: Partial<BookingState['pet']>) => onChange({ pet: { ...pet, ...patch } })

  if (savedPets && savedPets.length > 0 && !adding && Object.keys(serverErrors).length === 0) {
    const pick = (saved: OwnerPet) => {
      onChange({
        pet: {
          name: saved.name,
          species: saved.species,
          breed: saved.breed,
          size: sizeFixed ? pet.size : saved.size,
          note: pet.note || saved.groomerNotes,
        },
      })
      onNext()
    }
    // The pet already chosen (a rebooking reminder's, or picked before going back): one tap on.
    const chosen = savedPets.find((saved) => saved.name.trim().toLowerCase() === pet.name.trim().toLowerCase())
    return (
      <div className="stack">
        {chosen ? (
          <button type="button" className="btn" onClick={() => pick(chosen)}>
            Continuer avec {chosen.name}
          </button>
        ) : null}
        <p id={choicesId} style={{ margin: 0, fontWeight: 600 }}>
          {chosen ? 'Ou pour un autre animal :' : 'Pour quel animal ?'}
        </p>
        <ul className="pet-choices" aria-labelledby={choicesId}>
          {savedPets.map((saved) => (
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
            onChange({ pet: { name: '', species: '', breed: '', size: sizeFixed ? pet.size : '', note: pet.note } })
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
      {savedPets && savedPets.length > 0 ? (
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
