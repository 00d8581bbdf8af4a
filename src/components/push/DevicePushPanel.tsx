'use client'

import type { ReactNode } from 'react'

import { useHydrated } from '@/lib/useHydrated'

import type { useDevicePush } from './useDevicePush'

type DevicePush = ReturnType<typeof useDevicePush<unknown>>

/**
 * The part of « Notifications sur ce téléphone » a groomer and an owner share: what this browser
 * can do, the button that switches it on or off (and `extra` buttons once on), the person's
 * switches (`children`), and the answer of the last action.
 */
export function DevicePushPanel({
  push,
  publicKey,
  onText,
  offText,
  extra,
  children,
}: {
  push: Omit<DevicePush, 'preferences' | 'choose'>
  publicKey: string | null
  onText: string
  offText: string
  extra?: ReactNode
  children: ReactNode
}) {
  const hydrated = useHydrated()
  const { support, permission, on, busy, status, error, switchOn, switchOff } = push
  if (!publicKey)
    return (
      <p style={{ margin: 0 }}>
        Les notifications ne sont pas encore ouvertes sur ce site : les e-mails vous préviennent en attendant.
      </p>
    )
  return (
    <div className="stack">
      {support === 'unsupported' ? (
        <p style={{ margin: 0 }}>
          Ce navigateur ne reçoit pas de notifications. Sur iPhone, ajoutez d’abord le site à l’écran d’accueil (bouton
          Partager, puis « Sur l’écran d’accueil ») et ouvrez-le de là.
        </p>
      ) : permission === 'denied' && !on ? (
        <p style={{ margin: 0 }}>
          Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur, puis revenez
          ici.
        </p>
      ) : (
        <p style={{ margin: 0 }}>{on ? onText : offText}</p>
      )}
      {support === 'ready' ? (
        <div className="actions-row">
          {on ? (
            <>
              {extra}
              <button
                type="button"
                className="btn btn-ghost"
                disabled={!hydrated || busy}
                onClick={() => void switchOff()}
              >
                Désactiver sur cet appareil
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn"
              disabled={!hydrated || busy || permission === 'denied'}
              onClick={() => void switchOn()}
            >
              Activer les notifications sur cet appareil
            </button>
          )}
        </div>
      ) : null}
      <fieldset className="stack" style={{ gap: '0.4rem', border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: '0.3rem' }}>Me prévenir de</legend>
        {children}
      </fieldset>
      <p role="status" className="muted" style={{ margin: 0, minHeight: '1.2em' }}>
        {status}
      </p>
      {error ? (
        <p role="alert" className="field-error" style={{ margin: 0 }}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** One checkbox per event the person may be told of, each saved at once. */
export function PushSwitches<P extends Record<string, boolean>>({
  switches,
  preferences,
  disabled,
  choose,
}: {
  switches: [keyof P & string, string][]
  preferences: P
  disabled: boolean
  choose: (next: P) => void
}) {
  return switches.map(([key, label]) => (
    <label key={key} className="booking-choice">
      <input
        type="checkbox"
        checked={preferences[key]}
        disabled={disabled}
        onChange={(event) => choose({ ...preferences, [key]: event.target.checked })}
      />
      <span>{label}</span>
    </label>
  ))
}
