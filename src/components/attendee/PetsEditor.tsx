'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { FormError, SelectField, TextField } from '@/components/booking/fields'
import { apiFetch } from '@/lib/apiClient'
import { petDescription, SIZES, SPECIES, type OwnerPet } from '@/lib/pets'
import { rhythmLabel } from '@/server/rebooking/rhythm'

type Draft = {
  id?: string
  name: string
  species: string
  breed: string
  size: string
  coat: string
  birthYear: string
  groomerNotes: string
  rhythmWeeks: string
}
type Answer = { error?: string; fields?: Record<string, string>; pets?: OwnerPet[] }

const EMPTY: Draft = {
  name: '',
  species: '',
  breed: '',
  size: '',
  coat: '',
  birthYear: '',
  groomerNotes: '',
  rhythmWeeks: '',
}
const draftOf = (pet: OwnerPet): Draft => ({
  ...pet,
  birthYear: pet.birthYear ? String(pet.birthYear) : '',
  rhythmWeeks: pet.rhythmWeeks ? String(pet.rhythmWeeks) : '',
})
const bodyOf = (draft: Draft) => ({
  ...draft,
  birthYear: draft.birthYear.trim(),
  rhythmWeeks: draft.rhythmWeeks.trim(),
})

/** Client-side checks, keyed like the API's fields of one pet (the API checks again). */
function draftErrors(draft: Draft): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!draft.name.trim()) errors.name = 'Le nom de l’animal est obligatoire.'
  if (!draft.species) errors.species = 'Choisissez l’espèce de l’animal.'
  if (!draft.size) errors.size = 'Choisissez le gabarit de l’animal.'
  return errors
}

/** "Mes animaux": the owner's pets, offered in one tap when they book. */
export function PetsEditor({ attendeeId, initial }: { attendeeId: number; initial: OwnerPet[] }) {
  const [pets, setPets] = useState(initial)
  // The pet being edited: its index, or -1 for a new one; null when no form is open.
  const [editing, setEditing] = useState<number | null>(null)
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState<number | null>(null)
  const headingId = useId()
  const notesId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (editing !== null) formRef.current?.querySelector('input')?.focus()
  }, [editing])

  async function saveList(next: Draft[], editedIndex: number | null, done: string) {
    setBusy(true)
    setFormError(null)
    const body = { pets: next.map(bodyOf) }
    const { status: code, body: answer } = await apiFetch<Answer>(`/api/v1/attendees/${attendeeId}/pets`, {
      method: 'PUT',
      body: JSON.stringify(body),
    }).catch(() => ({ status: 0, body: null as Answer | null }))
    setBusy(false)
    if (code === 200 && answer?.pets) {
      setPets(answer.pets)
      setEditing(null)
      setRemoving(null)
      setErrors({})
      setStatus(done)
      addRef.current?.focus()
      return
    }
    // The API names fields of the list ("pets.2.name"): those of the pet in the form are shown beside it.
    const prefix = `pets.${editedIndex}.`
    setErrors(
      Object.fromEntries(
        Object.entries(answer?.fields ?? {}).flatMap(([key, message]) =>
          key.startsWith(prefix) ? [[key.slice(prefix.length), message]] : [],
        ),
      ),
    )
    setFormError(answer?.error ?? 'Enregistrement impossible. Vérifiez votre réseau et réessayez.')
  }

  const open = (index: number) => {
    setStatus(null)
    setErrors({})
    setFormError(null)
    setDraft(index >= 0 && pets[index] ? draftOf(pets[index]) : EMPTY)
    setEditing(index)
  }

  const submit = () => {
    const found = draftErrors(draft)
    setErrors(found)
    if (Object.keys(found).length > 0 || editing === null) return
    const drafts = pets.map(draftOf)
    const index = editing >= 0 ? editing : drafts.length
    const next = editing >= 0 ? drafts.map((pet, at) => (at === editing ? draft : pet)) : [...drafts, draft]
    void saveList(
      next,
      index,
      editing >= 0 ? `${draft.name.trim()} est mis à jour.` : `${draft.name.trim()} est ajouté à vos animaux.`,
    )
  }

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch })

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Mes animaux</h2>
      <p className="muted" style={{ margin: 0 }}>
        Choisissez-les en un geste quand vous prenez rendez-vous. Les animaux de vos réservations y sont ajoutés.
      </p>
      {status ? (
        <p className="notice" role="status">
          {status}
        </p>
      ) : null}
      {pets.length === 0 && editing === null ? (
        <p style={{ margin: 0 }}>Aucun animal enregistré pour l’instant.</p>
      ) : null}
      <ul className="pet-list">
        {pets.map((pet, index) => (
          <li key={pet.id} className="pet-item">
            <div>
              <strong>{pet.name}</strong>
              <span className="muted"> {petDescription(pet)}</span>
              {pet.coat || pet.birthYear ? (
                <p className="muted pet-extra">
                  {[pet.coat ? `Pelage : ${pet.coat}` : null, pet.birthYear ? `Naissance : ${pet.birthYear}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              ) : null}
              {pet.rhythmWeeks ? <p className="muted pet-extra">Toilettage {rhythmLabel(pet.rhythmWeeks)}</p> : null}
              {pet.groomerNotes ? <p className="pet-extra">« {pet.groomerNotes} »</p> : null}
            </div>
            {removing === index ? (
              <div className="pet-actions" role="group" aria-label={`Supprimer ${pet.name} ?`}>
                <button
                  type="button"
                  className="btn"
                  disabled={busy}
                  onClick={() =>
                    void saveList(
                      pets.filter((_, at) => at !== index).map(draftOf),
                      null,
                      `${pet.name} est retiré de vos animaux.`,
                    )
                  }
                >
                  Oui, supprimer {pet.name}
                </button>
                <button type="button" className="btn btn-ghost" onClick={() => setRemoving(null)}>
                  Garder
                </button>
              </div>
            ) : (
              <div className="pet-actions">
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => open(index)}
                  aria-label={`Modifier ${pet.name}`}
                >
                  Modifier
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => setRemoving(index)}
                  aria-label={`Supprimer ${pet.name}`}
                >
                  Supprimer
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing !== null ? (
        <form
          ref={formRef}
          className="stack pet-form"
          noValidate
          aria-label={editing >= 0 ? `Modifier ${pets[editing]?.name ?? 'l’animal'}` : 'Nouvel animal'}
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <TextField
            label="Nom de l’animal"
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
            error={errors.name}
            maxLength={60}
          />
          <SelectField
            label="Espèce"
            value={draft.species}
            onChange={(species) => set({ species })}
            options={SPECIES}
            placeholder="Choisissez…"
            error={errors.species}
          />
          <TextField
            label="Race (facultatif)"
            value={draft.breed}
            onChange={(e) => set({ breed: e.target.value })}
            error={errors.breed}
            maxLength={80}
          />
          <SelectField
            label="Gabarit"
            value={draft.size}
            onChange={(size) => set({ size })}
            options={SIZES}
            placeholder="Choisissez…"
            error={errors.size}
          />
          <TextField
            label="Pelage (facultatif)"
            value={draft.coat}
            onChange={(e) => set({ coat: e.target.value })}
            error={errors.coat}
            maxLength={60}
            hint="Ex. : long, bouclé, noue vite"
          />
          <TextField
            label="Année de naissance (facultatif)"
            inputMode="numeric"
            value={draft.birthYear}
            onChange={(e) => set({ birthYear: e.target.value.replace(/\D/g, '').slice(0, 4) })}
            error={errors.birthYear}
          />
          <TextField
            label="Rythme de toilettage (semaines, facultatif)"
            inputMode="numeric"
            value={draft.rhythmWeeks}
            onChange={(e) => set({ rhythmWeeks: e.target.value.replace(/\D/g, '').slice(0, 2) })}
            error={errors.rhythmWeeks}
            hint="Vide : le rythme conseillé par votre toiletteur (6 semaines en général)."
          />
          <div className="field">
            <label htmlFor={notesId}>À savoir pour le toiletteur (facultatif)</label>
            <textarea
              id={notesId}
              value={draft.groomerNotes}
              maxLength={500}
              rows={3}
              onChange={(e) => set({ groomerNotes: e.target.value })}
              aria-invalid={errors.groomerNotes ? true : undefined}
            />
            {errors.groomerNotes ? <span className="field-error">{errors.groomerNotes}</span> : null}
          </div>
          <FormError message={formError} />
          <div className="pet-actions">
            <button type="submit" className="btn" disabled={busy}>
              Enregistrer
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setEditing(null)}>
              Annuler
            </button>
          </div>
        </form>
      ) : (
        <p style={{ margin: 0 }}>
          <button ref={addRef} type="button" className="btn btn-ghost" onClick={() => open(-1)}>
            + Ajouter un animal
          </button>
        </p>
      )}
    </section>
  )
}
