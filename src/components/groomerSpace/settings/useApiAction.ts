'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/apiClient'

export type ApiAnswer = { error?: string; fields?: Record<string, string> } & Record<string, unknown>

/**
 * One settings call at a time: busy while it runs, the API's `{error, fields}` kept for the form,
 * and the server components re-read after a success.
 */
export function useApiAction() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})

  async function call(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiAnswer | null> {
    setBusy(true)
    setError(null)
    setFields({})
    try {
      const { status, body: answer } = await apiFetch<ApiAnswer>(path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      if (status >= 200 && status < 300) {
        router.refresh()
        return answer ?? {}
      }
      setError(answer?.error ?? 'Une erreur est survenue, réessayez.')
      setFields(answer?.fields ?? {})
      return null
    } catch {
      setError('Connexion impossible : vérifiez votre réseau et réessayez.')
      return null
    } finally {
      setBusy(false)
    }
  }

  return { call, busy, error, fields, reset: () => (setError(null), setFields({})) }
}
