'use client'

import { useId, useRef, useState } from 'react'

import {
  MAX_ALT_LENGTH,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  PHOTO_KIND_LABELS,
  PHOTO_KINDS,
  PHOTO_RULES,
  PHOTO_TOO_BIG,
  PHOTO_TYPES,
} from '@/lib/photoRules'
import { useHydrated } from '@/lib/useHydrated'
import type { PhotoView } from '@/server/groomerPhotos/photos'

import styles from './PhotoManager.module.css'

type Answer = { photo?: PhotoView; photos?: PhotoView[]; error?: string; fields?: Record<string, string> }

/**
 * « Mes photos »: the rules first, then the upload form (the photo, its description, its gallery),
 * then each photo with its place in the order and its removal. Through /api/v1/users/{id}/photos.
 */
export function PhotoManager({ groomerId, initial }: { groomerId: number; initial: PhotoView[] }) {
  const id = useId()
  const hydrated = useHydrated()
  const form = useRef<HTMLFormElement>(null)
  const [photos, setPhotos] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const base = `/api/v1/users/${groomerId}/photos`

  const send = async (url: string, init: RequestInit): Promise<{ ok: boolean; body: Answer }> => {
    setBusy(true)
    const response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...init.headers },
    }).catch(() => null)
    const body = ((await response?.json().catch(() => null)) ?? {}) as Answer
    setBusy(false)
    return {
      ok: Boolean(response?.ok),
      body: response ? body : { error: 'Envoi impossible, vérifiez votre connexion et réessayez.' },
    }
  }

  const upload = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const file = data.get('file')
    // The size is checked before the file leaves the phone.
    if (file instanceof File && file.size > MAX_PHOTO_BYTES) return setErrors({ file: PHOTO_TOO_BIG })
    const { ok, body } = await send(base, { method: 'POST', body: data })
    if (!ok || !body.photo) {
      setStatus('')
      return setErrors(body.fields ?? { form: body.error ?? 'Envoi impossible, réessayez.' })
    }
    setErrors({})
    setPhotos((current) => [...current, body.photo!])
    setStatus('Photo ajoutée.')
    form.current?.reset()
  }

  const change = async (photo: PhotoView, init: RequestInit, done: string) => {
    const { ok, body } = await send(`${base}/${photo.id}`, init)
    if (!ok) return setStatus(body.error ?? 'Modification impossible, réessayez.')
    if (body.photos) setPhotos(body.photos)
    else setPhotos((current) => current.filter((p) => p.id !== photo.id))
    setStatus(done)
  }
  const patch = (photo: PhotoView, body: object, done: string) =>
    change(
      photo,
      { method: 'PATCH', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } },
      done,
    )

  const full = photos.length >= MAX_PHOTOS
  const fieldError = (name: string) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className="field-error" role="alert">
        {errors[name]}
      </span>
    ) : null
  const described = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined)

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby={`${id}-add`}>
        <h2 id={`${id}-add`} className={styles.title}>
          Ajouter une photo ({photos.length} sur {MAX_PHOTOS})
        </h2>
        <p className="muted" style={{ margin: 0 }}>
          {PHOTO_RULES}
        </p>
        {full ? (
          <p className="notice" style={{ margin: 0 }}>
            Vous avez {MAX_PHOTOS} photos : supprimez-en une pour en ajouter une autre.
          </p>
        ) : (
          <form ref={form} onSubmit={upload} noValidate className="stack">
            <div className="field">
              <label htmlFor={`${id}-file`}>Photo</label>
              <input
                id={`${id}-file`}
                name="file"
                type="file"
                accept={PHOTO_TYPES.join(',')}
                required
                aria-invalid={errors.file ? true : undefined}
                aria-describedby={described('file')}
              />
              {fieldError('file')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-alt`}>Description de la photo</label>
              <input
                id={`${id}-alt`}
                name="alt"
                type="text"
                required
                maxLength={MAX_ALT_LENGTH}
                placeholder="Ex. : Caniche abricot après sa coupe"
                aria-invalid={errors.alt ? true : undefined}
                aria-describedby={described('alt')}
              />
              {fieldError('alt')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-kind`}>Galerie</label>
              <select id={`${id}-kind`} name="kind" defaultValue="salon">
                {PHOTO_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {PHOTO_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
              {fieldError('kind')}
            </div>
            {errors.form ? (
              <p className="form-error" role="alert">
                {errors.form}
              </p>
            ) : null}
            <button type="submit" className="btn" disabled={busy || !hydrated}>
              Ajouter la photo
            </button>
          </form>
        )}
      </section>
      <p role="status" className="visually-hidden" aria-live="polite">
        {status}
      </p>
      {photos.length === 0 ? (
        <p className="muted">
          Aucune photo pour le moment : la première s’affichera aussi sur votre fiche dans l’annuaire.
        </p>
      ) : (
        <ol className={styles.grid} aria-label="Mes photos, dans l’ordre de la fiche">
          {photos.map((photo, index) => (
            <li key={photo.id} className={`card ${styles.photo}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the library's 240-pixel copy, already made by Payload */}
              <img src={photo.thumbnail ?? photo.url} alt={photo.alt} width={240} height={240} loading="lazy" />
              <p className={styles.caption}>
                <strong>{photo.alt}</strong>
                <span className="muted"> · {PHOTO_KIND_LABELS[photo.kind]}</span>
                {index === 0 ? <span className="muted"> · sur votre fiche de l’annuaire</span> : null}
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={busy || index === 0}
                  onClick={() => patch(photo, { move: 'earlier' }, 'Photo déplacée avant.')}
                  aria-label={`Placer « ${photo.alt} » avant`}
                >
                  ← Avant
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={busy || index === photos.length - 1}
                  onClick={() => patch(photo, { move: 'later' }, 'Photo déplacée après.')}
                  aria-label={`Placer « ${photo.alt} » après`}
                >
                  Après →
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={busy}
                  onClick={() => {
                    if (window.confirm(`Supprimer la photo « ${photo.alt} » ?`))
                      void change(photo, { method: 'DELETE' }, 'Photo supprimée.')
                  }}
                >
                  Supprimer
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
