'use client'

import { useId, useState } from 'react'

import { useHydrated } from '@/lib/useHydrated'

/** A read-only link with a button that copies it (the result is announced). */
export function CopyLink({ value, label }: { value: string; label: string }) {
  const hydrated = useHydrated()
  const inputId = useId()
  const [message, setMessage] = useState('')

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setMessage('Lien copié.')
    } catch {
      setMessage('La copie a échoué : sélectionnez le lien et copiez-le à la main.')
    }
  }

  return (
    <div className="field" style={{ marginBottom: 0 }}>
      <label htmlFor={inputId}>{label}</label>
      <div className="actions-row" style={{ marginTop: 0 }}>
        <input
          id={inputId}
          type="text"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: '1 1 16rem', minWidth: 0 }}
        />
        <button type="button" className="btn" disabled={!hydrated} onClick={copy}>
          Copier le lien
        </button>
      </div>
      <p role="status" className="muted" style={{ margin: 0, minHeight: '1.2em' }}>
        {message}
      </p>
    </div>
  )
}
