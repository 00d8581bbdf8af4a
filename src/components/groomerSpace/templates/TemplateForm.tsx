'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import {
  CHANNEL_LABELS,
  PURPOSE_LABELS,
  unknownVariablesMessage,
  type TemplateVariable,
} from '@/lib/templates/variables'
import { useHydrated } from '@/lib/useHydrated'
import type { TemplateView } from '@/server/templates/store'

import { TemplatePreview } from './TemplatePreview'
import styles from './templates.module.css'
import { VariableList } from './VariableList'

type Answer = { template?: TemplateView; error?: string; fields?: Record<string, string> }
type Field = 'subject' | 'body'

/** Edits one template: subject (e-mails) and text with clickable variables, a live preview, save and reset. */
export function TemplateForm({
  groomerId,
  template,
  onSaved,
  onDraft,
}: {
  groomerId: number
  template: TemplateView
  onSaved: (saved: TemplateView) => void
  onDraft: (draft: TemplateView) => void
}) {
  const router = useRouter()
  const hydrated = useHydrated()
  const ids = {
    subject: useId(),
    body: useId(),
    subjectError: useId(),
    bodyError: useId(),
    active: useId(),
    variables: useId(),
  }
  const subjectRef = useRef<HTMLInputElement>(null)
  const bodyRef = useRef<HTMLTextAreaElement>(null)
  const lastField = useRef<Field>('body')
  const [errors, setErrors] = useState<{ subject?: string; body?: string; form?: string }>({})
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const isMail = template.channel === 'email'
  const path = `/api/v1/users/${groomerId}/templates/${template.channel}/${template.purpose}`

  const change = (patch: Partial<TemplateView>) => {
    setStatus(null)
    onDraft({ ...template, ...patch })
  }

  function insert(name: TemplateVariable) {
    const field = isMail ? lastField.current : 'body'
    const element = field === 'subject' ? subjectRef.current : bodyRef.current
    const value = (field === 'subject' ? template.subject : template.body) ?? ''
    const start = element?.selectionStart ?? value.length
    const end = element?.selectionEnd ?? value.length
    const token = `{${name}}`
    change({ [field]: value.slice(0, start) + token + value.slice(end) })
    // Back to the field, the cursor after the inserted variable (once React has rendered the new value).
    requestAnimationFrame(() => {
      element?.focus()
      element?.setSelectionRange(start + token.length, start + token.length)
    })
  }

  async function save() {
    const found = {
      subject: isMail ? (unknownVariablesMessage(template.subject ?? '', template.purpose) ?? undefined) : undefined,
      body: unknownVariablesMessage(template.body, template.purpose) ?? undefined,
    }
    if (found.subject || found.body) return setErrors(found)
    await send(
      'PUT',
      { ...(isMail ? { subject: template.subject } : {}), body: template.body, active: template.active },
      'Modèle enregistré : il sera utilisé pour les prochains envois.',
    )
  }

  async function send(method: 'PUT' | 'DELETE', body: unknown, done: string) {
    setBusy(true)
    setErrors({})
    setStatus(null)
    const answer = await apiFetch<Answer>(path, { method, body: body ? JSON.stringify(body) : undefined })
    setBusy(false)
    if (answer.status === 200 && answer.body?.template) {
      onSaved(answer.body.template)
      setStatus(done)
      return router.refresh()
    }
    const fields = answer.body?.fields ?? {}
    setErrors({
      subject: fields.subject,
      body: fields.body,
      form: fields.subject || fields.body ? undefined : (answer.body?.error ?? 'Une erreur est survenue, réessayez.'),
    })
  }

  return (
    <form
      className="stack"
      aria-label={`Modèle ${CHANNEL_LABELS[template.channel]} : ${PURPOSE_LABELS[template.purpose]}`}
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <p style={{ margin: 0 }}>
        <span className={styles.badge}>{template.custom ? 'Votre modèle' : 'Texte par défaut'}</span>
        {template.custom && !template.active ? (
          <span className="muted"> · non utilisé : le texte par défaut est envoyé</span>
        ) : null}
      </p>
      {errors.form ? (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div>
          {isMail ? (
            <div className="field">
              <label htmlFor={ids.subject}>Objet de l’e-mail</label>
              <input
                id={ids.subject}
                ref={subjectRef}
                value={template.subject ?? ''}
                maxLength={150}
                required
                onFocus={() => (lastField.current = 'subject')}
                onChange={(event) => change({ subject: event.target.value })}
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={errors.subject ? ids.subjectError : undefined}
              />
              {errors.subject ? (
                <p id={ids.subjectError} className="field-error" role="alert">
                  {errors.subject}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="field">
            <label htmlFor={ids.body}>{isMail ? 'Texte de l’e-mail' : 'Texte du message'}</label>
            <textarea
              id={ids.body}
              ref={bodyRef}
              className={styles.textarea}
              value={template.body}
              maxLength={isMail ? 5000 : 640}
              required
              onFocus={() => (lastField.current = 'body')}
              onChange={(event) => change({ body: event.target.value })}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? ids.bodyError : undefined}
            />
            {errors.body ? (
              <p id={ids.bodyError} className="field-error" role="alert">
                {errors.body}
              </p>
            ) : null}
          </div>
          <label className={styles.checkbox} htmlFor={ids.active}>
            <input
              id={ids.active}
              type="checkbox"
              checked={template.active}
              onChange={(event) => change({ active: event.target.checked })}
            />
            Utiliser ce modèle (décoché : le texte par défaut est envoyé)
          </label>
          <div className="actions-row">
            <button type="submit" className="btn" disabled={busy || !hydrated}>
              Enregistrer le modèle
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy || !hydrated}
              onClick={() => void send('DELETE', null, 'Modèle par défaut rétabli.')}
            >
              Rétablir le modèle par défaut
            </button>
          </div>
          <p className={styles.status} role="status">
            {status}
          </p>
        </div>
        <div className="stack">
          <VariableList id={ids.variables} purpose={template.purpose} disabled={!hydrated} onInsert={insert} />
          <TemplatePreview
            channel={template.channel}
            subject={isMail ? (template.subject ?? '') : null}
            body={template.body}
          />
        </div>
      </div>
    </form>
  )
}
