'use client'

import { useId, useState } from 'react'

import { hasSizeDurations, petErrors, SIZES, SPECIES, type BookingState, type MotiveOption } from './bookingState'
import { SelectField, StepActions, TextField } from './fields'

type Props = { state: BookingState; motive?: MotiveOption; serverErrors: Record<string, string>; onChange: (patch: Partial<BookingState>) => void; onNext: () => void }

/** Step 4: the pet (name, species, breed, size) and a note for the groomer. */
export function PetStep({ state, motive, serverErrors, onChange, onNext }: Props) {
  const { pet } = state
  const [errors, setErrors] = useState<Record<string, string>>({})
  const noteId = useId()
  const shown = { ...serverErrors, ...errors }
  const set = (patch: Partial<BookingState['pet']>) => onChange({ pet: { ...pet, ...patch } })
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
      <TextField label="Nom de l’animal" value={pet.name} onChange={(e) => set({ name: e.target.value })} error={shown['pet.name']} maxLength={60} />
      <SelectField label="Espèce" value={pet.species} onChange={(species) => set({ species })} options={SPECIES} placeholder="Choisissez…" error={shown['pet.species']} />
      <TextField label="Race (facultatif)" value={pet.breed} onChange={(e) => set({ breed: e.target.value })} error={shown['pet.breed']} maxLength={80} />
      {hasSizeDurations(motive) && pet.size ? (
        // The slot was chosen for this size's duration: the size is changed on the motive step.
        <p>Gabarit : {SIZES.find((s) => s.value === pet.size)?.label} (choisi avec le motif)</p>
      ) : (
        <SelectField label="Gabarit" value={pet.size} onChange={(size) => set({ size })} options={SIZES} placeholder="Choisissez…" error={shown['pet.size']} />
      )}
      <div className="field">
        <label htmlFor={noteId}>Une précision pour le toiletteur (facultatif)</label>
        <textarea id={noteId} value={pet.note} maxLength={1000} rows={3} onChange={(e) => set({ note: e.target.value })} />
      </div>
      <StepActions>
        <button type="submit" className="btn">
          Continuer
        </button>
      </StepActions>
    </form>
  )
}
