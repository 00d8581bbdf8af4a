'use client'

import { SelectField, TextField } from './TextField'
import { SIZE_LABELS, SPECIES_LABELS, type FieldErrors, type PetState, type VaccinationState } from './types'
import styles from './Folders.module.css'

/** What an empty rhythm means: the motive's suggestion applies. */
const rhythmHint = 'Vide : le rythme conseillé du motif (6 semaines en général).'

type Props = {
  index: number
  pet: PetState
  errors: FieldErrors
  onChange: (pet: PetState) => void
  onRemove: () => void
  staleDays: (day: string) => boolean
}

/** One pet of the folder: identity, coat, behaviour and vaccinations (with their dates). */
export function PetFields({ index, pet, errors, onChange, onRemove, staleDays }: Props) {
  const path = `pets.${index}`
  const set = (key: keyof PetState) => (value: string) => onChange({ ...pet, [key]: value })
  const setVaccination = (at: number, next: VaccinationState) =>
    onChange({ ...pet, vaccinations: pet.vaccinations.map((item, i) => (i === at ? next : item)) })
  const title = pet.name.trim() || `Animal ${index + 1}`
  return (
    <fieldset className={styles.pet}>
      <legend className={styles.legend}>{title}</legend>
      <div className="grid" style={{ gap: '0 1rem' }}>
        <TextField
          path={`${path}.name`}
          label="Nom"
          value={pet.name}
          onChange={set('name')}
          error={errors[`${path}.name`]}
          required
        />
        <SelectField
          path={`${path}.species`}
          label="Espèce"
          value={pet.species}
          onChange={set('species')}
          options={SPECIES_LABELS}
          error={errors[`${path}.species`]}
        />
        <TextField
          path={`${path}.breed`}
          label="Race"
          value={pet.breed}
          onChange={set('breed')}
          error={errors[`${path}.breed`]}
        />
        <SelectField
          path={`${path}.size`}
          label="Taille"
          value={pet.size}
          onChange={set('size')}
          options={SIZE_LABELS}
          error={errors[`${path}.size`]}
        />
        <TextField
          path={`${path}.coat`}
          label="Pelage"
          value={pet.coat}
          onChange={set('coat')}
          error={errors[`${path}.coat`]}
        />
        <TextField
          path={`${path}.rhythmWeeks`}
          label="Rythme de toilettage (semaines)"
          type="number"
          value={pet.rhythmWeeks}
          onChange={set('rhythmWeeks')}
          error={errors[`${path}.rhythmWeeks`]}
          hint={rhythmHint}
        />
      </div>
      <TextField
        path={`${path}.behaviour`}
        label="Comportement"
        value={pet.behaviour}
        onChange={set('behaviour')}
        error={errors[`${path}.behaviour`]}
        multiline
      />
      <fieldset className={styles.vaccinations}>
        <legend className={styles.legend}>Vaccins de {title}</legend>
        {pet.vaccinations.length === 0 ? <p className="muted">Aucun vaccin noté.</p> : null}
        {pet.vaccinations.map((vaccination, at) => {
          const vpath = `${path}.vaccinations.${at}`
          const stale = staleDays(vaccination.date)
          return (
            <div key={at} className={stale ? `${styles.vaccination} ${styles.stale}` : styles.vaccination}>
              <TextField
                path={`${vpath}.name`}
                label="Vaccin"
                value={vaccination.name}
                onChange={(name) => setVaccination(at, { ...vaccination, name })}
                error={errors[`${vpath}.name`]}
                required
              />
              <TextField
                path={`${vpath}.date`}
                label="Date"
                type="date"
                value={vaccination.date}
                onChange={(date) => setVaccination(at, { ...vaccination, date })}
                error={errors[`${vpath}.date`]}
                hint={
                  stale ? <strong className={styles.staleText}>Plus d’un an : rappel à vérifier</strong> : undefined
                }
              />
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => onChange({ ...pet, vaccinations: pet.vaccinations.filter((_, i) => i !== at) })}
              >
                Retirer ce vaccin
              </button>
            </div>
          )
        })}
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => onChange({ ...pet, vaccinations: [...pet.vaccinations, { name: '', date: '' }] })}
        >
          Ajouter un vaccin
        </button>
      </fieldset>
      <button type="button" className="btn btn-ghost btn-small" onClick={onRemove}>
        Retirer {title}
      </button>
    </fieldset>
  )
}
