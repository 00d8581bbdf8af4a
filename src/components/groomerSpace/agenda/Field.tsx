import type { ReactNode } from 'react'

/** A labelled form field whose error is tied to the input (aria-describedby) and announced. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error?: string
  children: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The props tying an input to its error. */
export const describedBy = (id: string, error?: string) =>
  error ? { 'aria-describedby': `${id}-error`, 'aria-invalid': true as const } : {}

/** A form's answer under its fields: the general error (when no field has its own) or the success message. */
export function FormAnswer({
  error,
  fields,
  done,
}: {
  error: string | null
  fields: Record<string, string>
  done: string | null
}) {
  return (
    <>
      {error && Object.keys(fields).length === 0 ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {done ? (
        <p className="notice" role="status">
          {done}
        </p>
      ) : null}
    </>
  )
}
