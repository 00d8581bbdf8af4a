'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/apiClient'

type Answer = { error?: string; fields?: Record<string, string>; warnings?: string[] }

/**
 * Sends a form's JSON to the API: field errors by name, a general error, a success message with the
 * API's warnings, then a refresh. `submit` answers the warnings on success (an array, maybe empty), null on failure.
 */
export function useApiForm(path: string, method = 'POST') {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [warnings, setWarnings] = useState<string[]>([])

  async function submit(data: unknown, success: string): Promise<string[] | null> {
    setBusy(true)
    setError(null)
    setDone(null)
    setWarnings([])
    const { status, body } = await apiFetch<Answer>(path, { method, body: JSON.stringify(data) })
    setBusy(false)
    if (status >= 200 && status < 300) {
      const said = Array.isArray(body?.warnings) ? body.warnings : []
      setFields({})
      setDone(success)
      setWarnings(said)
      router.refresh()
      return said
    }
    setFields(body?.fields ?? {})
    setError(body?.error ?? 'Une erreur est survenue, réessayez.')
    return null
  }

  return { busy, fields, error, done, warnings, submit }
}
