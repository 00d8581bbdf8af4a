'use client'

import { useId, useState } from 'react'

import { EXCHANGE_REFUSED } from '@/server/calendarSync/exchange'
import { useHydrated } from '@/lib/useHydrated'

import { describedBy, Field } from '../agenda/Field'
import { useApiForm } from '../agenda/useApiForm'

const APPLE_HELP = 'https://support.apple.com/fr-fr/102654'

/** Apple iCloud (CalDAV): the Apple ID and an app-specific password; Exchange on premises is refused as soon as it is chosen. */
export function IcloudConnectForm() {
  const hydrated = useHydrated()
  const id = useId()
  const [provider, setProvider] = useState<'icloud' | 'exchange'>('icloud')
  const [appleId, setAppleId] = useState('')
  const [appPassword, setAppPassword] = useState('')
  const { busy, fields, error, done, submit } = useApiForm('/api/v1/calendar-connections/icloud')
  const general = error && (Object.keys(fields).length === 0 || fields.provider) ? error : null

  return (
    <form
      noValidate
      className="stack"
      onSubmit={async (event) => {
        event.preventDefault()
        if (await submit({ provider, appleId, appPassword }, 'Votre agenda iCloud est connecté.')) setAppPassword('')
      }}
    >
      <Field id={`${id}-provider`} label="Type d’agenda">
        <select
          id={`${id}-provider`}
          value={provider}
          onChange={(e) => setProvider(e.target.value as 'icloud' | 'exchange')}
        >
          <option value="icloud">Apple iCloud</option>
          <option value="exchange">Exchange (serveur d’entreprise)</option>
        </select>
      </Field>
      {provider === 'exchange' ? (
        <p className="form-error" role="alert">
          {EXCHANGE_REFUSED}
        </p>
      ) : (
        <>
          <Field id={`${id}-apple-id`} label="Identifiant Apple (e-mail)" error={fields.appleId}>
            <input
              id={`${id}-apple-id`}
              type="email"
              autoComplete="username"
              required
              value={appleId}
              onChange={(e) => setAppleId(e.target.value)}
              {...describedBy(`${id}-apple-id`, fields.appleId)}
            />
          </Field>
          <Field id={`${id}-password`} label="Mot de passe pour application" error={fields.appPassword}>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="off"
              required
              value={appPassword}
              onChange={(e) => setAppPassword(e.target.value)}
              placeholder="xxxx-xxxx-xxxx-xxxx"
              {...describedBy(`${id}-password`, fields.appPassword)}
            />
          </Field>
          <p className="muted" style={{ margin: 0 }}>
            Apple demande un mot de passe propre à chaque application, pas celui de votre compte :{' '}
            <a href={APPLE_HELP} target="_blank" rel="noreferrer">
              créer un mot de passe pour application (aide Apple)
            </a>
            .
          </p>
          {general ? (
            <p className="form-error" role="alert">
              {general}
            </p>
          ) : null}
          {done ? (
            <p className="notice" role="status">
              {done}
            </p>
          ) : null}
          <div>
            <button type="submit" className="btn" disabled={busy || !hydrated}>
              Connecter Apple iCloud
            </button>
          </div>
        </>
      )}
    </form>
  )
}
