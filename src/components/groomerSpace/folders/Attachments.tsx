'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent } from 'react'

import { useHydrated } from '@/lib/useHydrated'

import styles from './Folders.module.css'

export type AttachmentItem = { id: number; label: string; filename: string; filesize: number | null }

const sizeOf = (bytes: number | null) =>
  bytes == null
    ? ''
    : bytes < 1_000_000
      ? `${Math.max(1, Math.round(bytes / 1000))} Ko`
      : `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} Mo`

/** The folder's private files: upload, download (through the authenticated API) and delete. */
export function Attachments({ folderId, attachments }: { folderId: number; attachments: AttachmentItem[] }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const fileId = useId()
  const labelId = useId()
  const [error, setError] = useState<{ field: 'file' | 'label' | 'form'; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const base = `/api/v1/customer-folders/${folderId}/attachments`

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const response = await fetch(base, {
      method: 'POST',
      body: new FormData(event.currentTarget),
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as {
      error?: string
      fields?: Record<string, string>
    } | null
    setBusy(false)
    if (response?.status === 201) {
      formRef.current?.reset()
      return router.refresh()
    }
    const field = body?.fields?.label ? 'label' : body?.fields?.file ? 'file' : 'form'
    setError({ field, message: body?.fields?.[field] ?? body?.error ?? 'L’envoi a échoué, réessayez.' })
  }

  async function remove(id: number) {
    setBusy(true)
    const response = await fetch(`${base}/${id}`, {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }).catch(() => null)
    setBusy(false)
    if (response?.status === 200) return router.refresh()
    setError({ field: 'form', message: 'La suppression a échoué, réessayez.' })
  }

  return (
    <div className="stack">
      {attachments.length === 0 ? (
        <p className="muted">Aucune pièce jointe.</p>
      ) : (
        <ul className={styles.list}>
          {attachments.map((item) => (
            <li key={item.id} className={`card ${styles.fileRow}`}>
              <a href={`${base}/${item.id}`} download={item.filename}>
                {item.label} <span className="muted">({sizeOf(item.filesize)})</span>
              </a>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                disabled={busy || !hydrated}
                onClick={() => {
                  if (window.confirm(`Supprimer la pièce jointe « ${item.label} » ?`)) void remove(item.id)
                }}
              >
                Supprimer <span className="visually-hidden">{item.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form ref={formRef} onSubmit={upload} className="card" noValidate>
        {error?.field === 'form' ? (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor={fileId}>Fichier (PDF, JPEG, PNG ou WebP, 10 Mo au plus)</label>
          <input
            id={fileId}
            name="file"
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            required
            aria-describedby={error?.field === 'file' ? `${fileId}-error` : undefined}
          />
          {error?.field === 'file' ? (
            <span id={`${fileId}-error`} className="field-error" role="alert">
              {error.message}
            </span>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={labelId}>Libellé (facultatif)</label>
          <input
            id={labelId}
            name="label"
            type="text"
            maxLength={120}
            aria-describedby={error?.field === 'label' ? `${labelId}-error` : undefined}
          />
          {error?.field === 'label' ? (
            <span id={`${labelId}-error`} className="field-error" role="alert">
              {error.message}
            </span>
          ) : null}
        </div>
        <button type="submit" className="btn" disabled={busy || !hydrated}>
          Ajouter la pièce jointe
        </button>
      </form>
    </div>
  )
}
