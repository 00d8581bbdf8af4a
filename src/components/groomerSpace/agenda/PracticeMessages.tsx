'use client'

import { useId, useState } from 'react'

import { useHydrated } from '@/lib/useHydrated'
import type { PracticeMessage } from '@/server/practices/messages'

import { describedBy, Field, FormAnswer } from './Field'
import { useApiForm } from './useApiForm'

const MAX = 500

/**
 * « Messages de l'étude »: a word to one colleague or to all of them (pushed to their phones), and
 * the last ones received, the new ones marked.
 */
export function PracticeMessages({
  practiceId,
  colleagues,
  received,
}: {
  practiceId: number
  colleagues: { id: number; name: string }[]
  received: (PracticeMessage & { when: string })[]
}) {
  const hydrated = useHydrated()
  const id = useId()
  const [to, setTo] = useState<string>(colleagues.length > 1 ? 'all' : String(colleagues[0]?.id ?? 'all'))
  const [text, setText] = useState('')
  const { busy, fields, error, done, submit } = useApiForm(`/api/v1/teams/${practiceId}/messages`)
  return (
    <div className="stack">
      {colleagues.length === 0 ? (
        <p className="muted" style={{ margin: 0 }}>
          Vous êtes seul dans l’étude pour l’instant : invitez un collègue avec le code de l’étude pour lui écrire ici.
        </p>
      ) : (
        <form
          noValidate
          className="stack"
          style={{ gap: '0.5rem' }}
          onSubmit={(event) => {
            event.preventDefault()
            void submit({ to: to === 'all' ? 'all' : Number(to), text }, 'Message envoyé.').then((warnings) => {
              if (warnings) setText('')
            })
          }}
        >
          <Field id={`${id}-to`} label="À" error={fields.to}>
            <select
              id={`${id}-to`}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              {...describedBy(`${id}-to`, fields.to)}
            >
              {colleagues.length > 1 ? (
                <option value="all">Toute l’étude ({colleagues.length} collègues)</option>
              ) : null}
              {colleagues.map((colleague) => (
                <option key={colleague.id} value={colleague.id}>
                  {colleague.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-text`} label={`Message (${MAX} caractères au plus)`} error={fields.text}>
            <textarea
              id={`${id}-text`}
              rows={3}
              maxLength={MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
              {...describedBy(`${id}-text`, fields.text)}
            />
          </Field>
          <FormAnswer error={error} fields={fields} done={done} />
          <div>
            <button type="submit" className="btn" disabled={busy || !hydrated}>
              Envoyer
            </button>
          </div>
        </form>
      )}
      <h3 style={{ margin: '0.5rem 0 0' }}>Reçus</h3>
      {received.length === 0 ? (
        <p className="muted" style={{ margin: 0 }}>
          Aucun message de vos collègues pour l’instant.
        </p>
      ) : (
        <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0, gap: '0.5rem' }}>
          {received.map((message) => (
            <li key={message.id} className="card" style={{ padding: '0.6rem 0.8rem' }}>
              <p style={{ margin: 0 }}>
                <strong>{message.from}</strong> <span className="muted">· {message.when}</span>
                {message.unread ? (
                  <>
                    {' '}
                    <span className="badge">Nouveau</span>
                  </>
                ) : null}
              </p>
              <p style={{ margin: '0.25rem 0 0', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
