'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { useHydrated } from '@/lib/useHydrated'

import styles from './ProfileSettings.module.css'

type Props = { groomerId: number; picture: { url: string; alt: string } | null }

/** The profile photo: the current one, and a new one sent to `POST /api/v1/users/{id}/picture`. */
export function PictureUpload({ groomerId, picture }: Props) {
  const router = useRouter()
  const hydrated = useHydrated()
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  return (
    <form
      className={styles.picture}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (!file) return setError('Choisissez une photo.')
        setBusy(true)
        const form = new FormData()
        form.set('file', file)
        const response = await fetch(`/api/v1/users/${groomerId}/picture`, {
          method: 'POST',
          body: form,
          credentials: 'same-origin',
          headers: { Accept: 'application/json' },
        }).catch(() => null)
        const body = (await response?.json().catch(() => null)) as {
          error?: string
          fields?: Record<string, string>
        } | null
        setBusy(false)
        if (response?.status === 201) {
          setError(null)
          setMessage('Photo enregistrée')
          return router.refresh()
        }
        setMessage(null)
        setError(body?.fields?.file ?? body?.error ?? 'Envoi impossible, réessayez.')
      }}
    >
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- a media-library image of any size, already resized by Payload
        <img src={picture.url} alt={picture.alt} />
      ) : (
        <p className="muted" style={{ margin: 0 }}>
          Aucune photo pour le moment.
        </p>
      )}
      <div className="field" style={{ marginBottom: 0 }}>
        <label htmlFor={id}>Nouvelle photo (JPEG, PNG ou WebP, 5 Mo au plus)</label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => (setFile(e.target.files?.[0] ?? null), setMessage(null))}
        />
        {error ? (
          <span id={`${id}-error`} className="field-error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
      <button type="submit" className="btn btn-ghost" disabled={busy || !hydrated}>
        Envoyer la photo
      </button>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
    </form>
  )
}
