'use client'

import { useCallback, useEffect, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { useHydrated } from '@/lib/useHydrated'
import type { PushPreferences } from '@/server/push/preferences'

import { SERVICE_WORKER_PATH } from './ServiceWorker'

type Answer = { message?: string; error?: string }
type Support = 'checking' | 'unsupported' | 'ready'

const SWITCHES: [keyof PushPreferences, string][] = [
  ['requests', 'Nouvelles demandes de rendez-vous'],
  ['postponements', 'Reports par le client'],
  ['cancellations', 'Annulations par le client'],
]

/** A VAPID key in base64url as PushManager wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4)
  const raw = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

/** A short name of this device for the list of the groomer's browsers. */
function deviceLabel(): string {
  const agent = navigator.userAgent
  const system = /iPhone|iPad/.test(agent)
    ? 'iPhone'
    : /Android/.test(agent)
      ? 'Android'
      : /Mac/.test(agent)
        ? 'Mac'
        : /Windows/.test(agent)
          ? 'Windows'
          : 'Ordinateur'
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Navigateur'
  return `${browser} sur ${system}`
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (
    (await navigator.serviceWorker.getRegistration('/')) ??
    (await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }))
  )
}

/**
 * « Notifications sur ce téléphone »: switches this browser's Web Push on or off for the groomer,
 * sends a test, and the events that reach their phones (and the SMS for a request within 24 h).
 */
export function PushSettings({
  groomerId,
  publicKey,
  initial,
  phoneVerified,
}: {
  groomerId: number
  publicKey: string | null
  initial: PushPreferences
  phoneVerified: boolean
}) {
  const hydrated = useHydrated()
  const [support, setSupport] = useState<Support>('checking')
  const [permission, setPermission] = useState<NotificationPermission>('default')
  const [endpoint, setEndpoint] = useState<string | null>(null)
  const [preferences, setPreferences] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')

  const look = useCallback(async () => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
      return setSupport('unsupported')
    setPermission(Notification.permission)
    const subscription = await (await registration()).pushManager.getSubscription()
    if (!subscription) return (setEndpoint(null), setSupport('ready'))
    const query = new URLSearchParams({ endpoint: subscription.endpoint })
    const { body } = await apiFetch<{ thisDevice: boolean }>(`/api/v1/users/${groomerId}/push?${query}`).catch(() => ({
      body: null,
    }))
    setEndpoint(body?.thisDevice ? subscription.endpoint : null)
    setSupport('ready')
  }, [groomerId])

  useEffect(() => {
    void look().catch(() => setSupport('unsupported'))
  }, [look])

  async function run(task: () => Promise<string>) {
    setBusy(true)
    setStatus('')
    setError('')
    try {
      setStatus(await task())
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Une erreur est survenue, réessayez.')
    } finally {
      setBusy(false)
    }
  }

  const send = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    const answer = await apiFetch<Answer>(`/api/v1/users/${groomerId}/push${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).catch(() => ({
      status: 0,
      body: { error: 'Connexion impossible : vérifiez votre réseau et réessayez.' } as Answer,
    }))
    if (answer.status < 200 || answer.status >= 300) throw new Error(answer.body?.error ?? 'L’enregistrement a échoué.')
    return answer.body?.message ?? ''
  }

  const switchOn = () =>
    run(async () => {
      const granted = await Notification.requestPermission()
      setPermission(granted)
      if (granted !== 'granted')
        throw new Error('Les notifications sont refusées : autorisez-les pour ce site dans les réglages du navigateur.')
      const reg = await registration()
      const subscription =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey!) }))
      const message = await send('POST', '/subscriptions', { ...subscription.toJSON(), device: deviceLabel() })
      setEndpoint(subscription.endpoint)
      return message
    })

  const switchOff = () =>
    run(async () => {
      const subscription = await (await registration()).pushManager.getSubscription()
      const message = await send('DELETE', '/subscriptions', { endpoint: subscription?.endpoint ?? endpoint })
      await subscription?.unsubscribe()
      setEndpoint(null)
      return message
    })

  const choose = (next: PushPreferences) => {
    const before = preferences
    setPreferences(next)
    void run(async () => {
      try {
        return await send('PUT', '', next)
      } catch (failure) {
        setPreferences(before)
        throw failure
      }
    })
  }

  if (!publicKey)
    return (
      <p style={{ margin: 0 }}>
        Les notifications ne sont pas encore ouvertes sur ce site : les e-mails vous préviennent en attendant.
      </p>
    )
  const on = endpoint !== null
  return (
    <div className="stack">
      {support === 'unsupported' ? (
        <p style={{ margin: 0 }}>
          Ce navigateur ne reçoit pas de notifications. Sur iPhone, ajoutez d’abord l’espace à l’écran d’accueil (bouton
          Partager, puis « Sur l’écran d’accueil ») et ouvrez-le de là.
        </p>
      ) : permission === 'denied' && !on ? (
        <p style={{ margin: 0 }}>
          Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur, puis revenez
          ici.
        </p>
      ) : (
        <p style={{ margin: 0 }}>
          {on
            ? 'Cet appareil est prévenu à l’instant, même l’application fermée. Vous pouvez valider une demande depuis la notification.'
            : 'Soyez prévenu à l’instant sur ce téléphone de chaque nouvelle demande, sans attendre vos e-mails.'}
        </p>
      )}
      {support === 'ready' ? (
        <div className="actions-row">
          {on ? (
            <>
              <button
                type="button"
                className="btn"
                disabled={!hydrated || busy}
                onClick={() => void run(() => send('POST', '/test'))}
              >
                Envoyer une notification d’essai
              </button>
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
        {SWITCHES.map(([key, label]) => (
          <label key={key} className="booking-choice">
            <input
              type="checkbox"
              checked={preferences[key]}
              disabled={!hydrated || busy}
              onChange={(event) => choose({ ...preferences, [key]: event.target.checked })}
            />
            <span>{label}</span>
          </label>
        ))}
        <label className="booking-choice">
          <input
            type="checkbox"
            checked={preferences.urgentRequestSms}
            disabled={!hydrated || busy || (!phoneVerified && !preferences.urgentRequestSms)}
            onChange={(event) => choose({ ...preferences, urgentRequestSms: event.target.checked })}
          />
          <span>
            Aussi par SMS, pour une demande à moins de 24 h
            {phoneVerified ? '' : ' (vérifiez d’abord votre numéro de mobile ci-dessus)'}
          </span>
        </label>
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
