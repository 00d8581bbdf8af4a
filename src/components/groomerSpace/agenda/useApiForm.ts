'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/apiClient'

type Answer = { error?: string; fields?: Record<string, string> }

/** Sends a form's JSON to the API: field errors by name, a general error, a success message, then a refresh. */
export function useApiForm(path: string, method = 'POST') {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  async function submit(data: unknown, success: string): Promise<boolean> {
    setBusy(true)
    setError(null)
    setDone(null)
    const { status, body } = await apiFetch<Answer>(path, { method, body: JSON.stringify(data) })
    setBusy(false)
    if (status >= 200 && status < 300) {
      setFields({})
      setDone(success)
      router.refresh()
      return true
    }
    setFields(body?.fields ?? {})
    setError(body?.error ?? 'Une erreur est survenue, réessayez.')
    return false
  }

  return { busy, fields, error, done, submit }
}
