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
