'use client'

import { useId, useState } from 'react'

import { useHydrated } from '@/lib/useHydrated'

type Props = {
  value: string
  label: string
  /** « Copier le code » for a snippet; a snippet shows in a text area. */
  button?: string
  copied?: string
  multiline?: boolean
}

/** A read-only link (or snippet) with a button that copies it (the result is announced). */
export function CopyLink({
  value,
  label,
  button = 'Copier le lien',
  copied = 'Lien copié.',
  multiline = false,
}: Props) {
  const hydrated = useHydrated()
  const inputId = useId()
  const [message, setMessage] = useState('')

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setMessage(copied)
    } catch {
      setMessage(`La copie a échoué : sélectionnez ${multiline ? 'le code' : 'le lien'} et copiez-le à la main.`)
    }
  }

  return (
    <div className="field" style={{ marginBottom: 0 }}>
      <label htmlFor={inputId}>{label}</label>
      <div className="actions-row" style={{ marginTop: 0 }}>
        {multiline ? (
          <textarea
            id={inputId}
            readOnly
            value={value}
            rows={4}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: '1 1 100%', minWidth: 0, fontFamily: 'monospace', fontSize: '0.85rem' }}
          />
        ) : (
          <input
            id={inputId}
            type="text"
            readOnly
            value={value}
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: '1 1 16rem', minWidth: 0 }}
          />
        )}
        <button type="button" className="btn" disabled={!hydrated} onClick={copy}>
          {button}
        </button>
      </div>
      <p role="status" className="muted" style={{ margin: 0, minHeight: '1.2em' }}>
        {message}
      </p>
    </div>
  )
}
