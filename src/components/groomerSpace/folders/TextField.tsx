'use client'

import type { ReactNode } from 'react'

type Props = {
  path: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  type?: 'text' | 'email' | 'tel' | 'date' | 'number'
  multiline?: boolean
  required?: boolean
  autoComplete?: string
  hint?: ReactNode
}

/** Id of the input of a form path (`pets.0.name`): errors of the API land beside it. */
export const fieldId = (path: string) => `folder-${path.replace(/\./g, '-')}`

/** A labelled input whose error is announced and tied to it. */
export function TextField({
  path,
  label,
  value,
  onChange,
  error,
  type = 'text',
  multiline,
  required,
  autoComplete,
  hint,
}: Props) {
  const id = fieldId(path)
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: path,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? ' (obligatoire)' : ''}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={type === 'tel' ? 'tel' : type === 'number' ? 'numeric' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint ? (
        <span id={`${id}-hint`} className="muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  )
}

type SelectProps = {
  path: string
  label: string
  value: string
  onChange: (value: string) => void
  options: Record<string, string>
  error?: string
}

export function SelectField({ path, label, value, onChange, options, error }: SelectProps) {
  const id = fieldId(path)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={path}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Non précisé</option>
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  )
}
