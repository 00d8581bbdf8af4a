'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'
import { isVaccinationStale } from '@/server/customerFolders/vaccinations'

import { PetFields } from './PetFields'
import { fieldId, TextField } from './TextField'
import { emptyPet, type FieldErrors, type FolderState } from './types'

type Answer = { error?: string; fields?: FieldErrors; folder?: { id: number } }

type Props = { folderId?: number; initial: FolderState; timezone: string }

/** Creates or edits a customer folder with its pets; the API's messages show beside each field. */
export function FolderForm({ folderId, initial, timezone }: Props) {
  const router = useRouter()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const [folder, setFolder] = useState<FolderState>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saved, setSaved] = useState('')
  const [busy, setBusy] = useState(false)
  const set = (key: 'name' | 'email' | 'phone' | 'notes') => (value: string) => setFolder({ ...folder, [key]: value })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setFormError(null)
    setSaved('')
    const answer = await apiFetch<Answer>(
      folderId ? `/api/v1/customer-folders/${folderId}` : '/api/v1/customer-folders',
      {
        method: folderId ? 'PUT' : 'POST',
        body: JSON.stringify(folder),
      },
    ).catch(() => ({ status: 0, body: null }) as { status: number; body: Answer | null })
    setBusy(false)
    if (answer.status === 200 || answer.status === 201) {
      setErrors({})
      if (!folderId && answer.body?.folder) return router.push(`/user/dossiers-client/${answer.body.folder.id}`)
      setSaved('Dossier enregistré.')
      return router.refresh()
    }
    const fields = answer.body?.fields ?? {}
    setErrors(fields)
    setFormError(answer.body?.error ?? 'L’enregistrement a échoué. Vérifiez votre connexion et réessayez.')
    const first = Object.keys(fields)[0]
    if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus()
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="card">
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="grid" style={{ gap: '0 1rem' }}>
        <TextField
          path="name"
          label="Nom du client"
          value={folder.name}
          onChange={set('name')}
          error={errors.name}
          required
          autoComplete="off"
        />
        <TextField
          path="phone"
          label="Téléphone"
          type="tel"
          value={folder.phone}
          onChange={set('phone')}
          error={errors.phone}
          autoComplete="off"
        />
        <TextField
          path="email"
          label="E-mail"
          type="email"
          value={folder.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="off"
        />
      </div>
      <TextField
        path="notes"
        label="Notes"
        value={folder.notes}
        onChange={set('notes')}
        error={errors.notes}
        multiline
      />
      <h2>Animaux</h2>
      {folder.pets.length === 0 ? <p className="muted">Aucun animal dans ce dossier.</p> : null}
      {folder.pets.map((pet, index) => (
        <PetFields
          key={index}
          index={index}
          pet={pet}
          errors={errors}
          staleDays={(day) => isVaccinationStale(day, new Date(), timezone)}
          onChange={(next) => setFolder({ ...folder, pets: folder.pets.map((item, i) => (i === index ? next : item)) })}
          onRemove={() => setFolder({ ...folder, pets: folder.pets.filter((_, i) => i !== index) })}
        />
      ))}
      <div className="actions-row" style={{ marginBottom: '1rem' }}>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => setFolder({ ...folder, pets: [...folder.pets, emptyPet()] })}
          disabled={!hydrated}
        >
          Ajouter un animal
        </button>
      </div>
      <button type="submit" className="btn" disabled={busy || !hydrated} style={{ width: '100%' }}>
        {busy ? 'Enregistrement…' : folderId ? 'Enregistrer le dossier' : 'Créer le dossier'}
      </button>
      <p role="status" className="muted" style={{ margin: '0.5rem 0 0', minHeight: '1.2em' }}>
        {saved}
      </p>
    </form>
  )
}
