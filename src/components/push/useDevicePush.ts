'use client'

import { useCallback, useEffect, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'

import { SERVICE_WORKER_PATH } from '../groomerSpace/app/ServiceWorker'

type Answer = { message?: string; error?: string }
export type PushSupport = 'checking' | 'unsupported' | 'ready'

/** A VAPID key in base64url as PushManager wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4)
  const raw = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

/** A short name of this device for the list of the person's browsers. */
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
 * This browser's Web Push for the person whose push API is `apiPath` (`/api/v1/users/{id}/push`
 * or `/api/v1/attendees/{id}/push`): whether it can, whether it is on, and the actions that switch
 * it on (asking the permission), off, and save the person's choices (`choose`, undone on failure).
 */
export function useDevicePush<P>(apiPath: string, publicKey: string | null, initial: P) {
  const [support, setSupport] = useState<PushSupport>('checking')
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
    const { body } = await apiFetch<{ thisDevice: boolean }>(`${apiPath}?${query}`).catch(() => ({ body: null }))
    setEndpoint(body?.thisDevice ? subscription.endpoint : null)
    setSupport('ready')
  }, [apiPath])

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
    const answer = await apiFetch<Answer>(`${apiPath}${path}`, {
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

  const choose = (next: P) => {
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

  return {
    support,
    permission,
    on: endpoint !== null,
    preferences,
    busy,
    status,
    error,
    run,
    send,
    switchOn,
    switchOff,
    choose,
  }
}
