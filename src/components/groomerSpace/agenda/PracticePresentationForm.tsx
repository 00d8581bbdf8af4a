'use client'

import { useId, useState } from 'react'

import { useHydrated } from '@/lib/useHydrated'

import { describedBy, Field, FormAnswer } from './Field'
import { useApiForm } from './useApiForm'

/** The practice page's text, edited as plain paragraphs (a blank line starts a new one). */
export function PracticePresentationForm({ practiceId, paragraphs }: { practiceId: number; paragraphs: string[] }) {
  const hydrated = useHydrated()
  const id = useId()
  const [text, setText] = useState(paragraphs.join('\n\n'))
  const { busy, fields, error, done, submit } = useApiForm(`/api/v1/teams/${practiceId}/presentation`, 'PUT')
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit({ text }, 'La présentation de l’étude est enregistrée.')
      }}
    >
      <Field
        id={`${id}-text`}
        label="Présentation de l’étude (une ligne vide sépare deux paragraphes)"
        error={fields.text}
      >
        <textarea
          id={`${id}-text`}
          rows={8}
          maxLength={5000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          {...describedBy(`${id}-text`, fields.text)}
        />
      </Field>
      <FormAnswer error={error} fields={fields} done={done} />
      <button type="submit" className="btn" disabled={busy || !hydrated}>
        Enregistrer la présentation
      </button>
    </form>
  )
}
