import type { InputHTMLAttributes, ReactNode } from 'react'

type Props = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; error?: string; hint?: string }

/** A labelled input with its hint and the server's error, tied together for screen readers. */
export function SignupField({ name, label, error, hint, ...input }: Props) {
  const id = `signup-${name}`
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className="muted" style={{ fontSize: '0.9rem' }}>
          {hint}
        </span>
      ) : null}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  )
}

/** A required consent checkbox whose label holds a link to the document. */
export function ConsentField({ name, error, children }: { name: string; error?: string; children: ReactNode }) {
  const id = `signup-${name}`
  return (
    <div className="field">
      <div style={{ display: 'flex', gap: '0.6rem', alignItems: 'flex-start' }}>
        <input
          id={id}
          name={name}
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          style={{ width: 22, height: 22, minHeight: 0, marginTop: 2, flex: 'none' }}
        />
        <label htmlFor={id} style={{ fontWeight: 500 }}>
          {children}
        </label>
      </div>
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
