'use client'

import { useId, useState, type KeyboardEvent } from 'react'

import {
  PURPOSE_LABELS,
  TEMPLATE_PURPOSES,
  type TemplateChannel,
  type TemplatePurpose,
} from '@/lib/templates/variables'
import type { TemplateView } from '@/server/templates/store'

import { TemplateForm } from './TemplateForm'
import styles from './templates.module.css'

type Tab = 'email' | 'messages'
const TABS: { value: Tab; label: string }[] = [
  { value: 'email', label: 'E-mails' },
  { value: 'messages', label: 'Messages (SMS / messagerie)' },
]

const keyOf = (channel: TemplateChannel, purpose: TemplatePurpose) => `${channel}/${purpose}`

/** Two tabs (e-mails, SMS and chat messages); one template edited at a time, unsaved drafts kept while switching. */
export function TemplatesEditor({ groomerId, templates }: { groomerId: number; templates: TemplateView[] }) {
  const [tab, setTab] = useState<Tab>('email')
  const [purpose, setPurpose] = useState<TemplatePurpose>('confirmation')
  const [messageChannel, setMessageChannel] = useState<'sms' | 'chat'>('sms')
  const [drafts, setDrafts] = useState(
    () => new Map(templates.map((template) => [keyOf(template.channel, template.purpose), template])),
  )
  const ids = { purpose: useId(), panel: useId(), tab: useId() }
  const channel: TemplateChannel = tab === 'email' ? 'email' : messageChannel
  const current = drafts.get(keyOf(channel, purpose))
  const store = (template: TemplateView) =>
    setDrafts((previous) => new Map(previous).set(keyOf(template.channel, template.purpose), template))

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const next = tab === 'email' ? 'messages' : 'email'
    setTab(next)
    document.getElementById(`${ids.tab}-${next}`)?.focus()
  }

  return (
    <div className="stack">
      <div role="tablist" aria-label="Type de modèle" className={styles.tabs}>
        {TABS.map((item) => (
          <button
            key={item.value}
            id={`${ids.tab}-${item.value}`}
            type="button"
            role="tab"
            className={`btn btn-ghost ${styles.tab}`}
            aria-selected={tab === item.value}
            aria-controls={ids.panel}
            tabIndex={tab === item.value ? 0 : -1}
            onClick={() => setTab(item.value)}
            onKeyDown={onTabKey}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id={ids.panel} role="tabpanel" aria-labelledby={`${ids.tab}-${tab}`} className="card stack">
        <div className={styles.pickers}>
          <div className="field">
            <label htmlFor={ids.purpose}>Message</label>
            <select
              id={ids.purpose}
              value={purpose}
              onChange={(event) => setPurpose(event.target.value as TemplatePurpose)}
            >
              {TEMPLATE_PURPOSES.map((value) => (
                <option key={value} value={value}>
                  {PURPOSE_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          {tab === 'messages' ? (
            <fieldset className={styles.channels}>
              <legend>Canal</legend>
              {(['sms', 'chat'] as const).map((value) => (
                <label key={value} className={styles.choice}>
                  <input
                    type="radio"
                    name="template-channel"
                    value={value}
                    checked={messageChannel === value}
                    onChange={() => setMessageChannel(value)}
                  />
                  {value === 'sms' ? 'SMS' : 'Messagerie'}
                </label>
              ))}
            </fieldset>
          ) : null}
        </div>
        {purpose === 'reminder' ? (
          <p className="muted" style={{ margin: 0 }}>
            Le rappel est envoyé la veille du rendez-vous.
          </p>
        ) : null}
        {current ? (
          <TemplateForm
            key={keyOf(channel, purpose)}
            groomerId={groomerId}
            template={current}
            onDraft={store}
            onSaved={store}
          />
        ) : null}
      </div>
    </div>
  )
}
