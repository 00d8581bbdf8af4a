'use client'

import { useEffect, useRef, useState } from 'react'

import { apiFetch } from '@/lib/apiClient'

type Answer = { stopped?: boolean; error?: string }

/**
 * Turns the reminders off as soon as the page runs in a browser: the one tap is the link itself.
 * Mail scanners fetch the page without running it, so they turn nothing off.
 */
export function StopReminders({ token }: { token: string }) {
  const [state, setState] = useState<{ kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string }>({
    kind: 'busy',
  })
  const sent = useRef(false)
  const messageRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    apiFetch<Answer>('/api/v1/rebooking-reminders/stop', { method: 'POST', body: JSON.stringify({ jeton: token }) })
      .then(({ status, body }) =>
        setState(
          status === 200 && body?.stopped
            ? { kind: 'done' }
            : { kind: 'error', message: body?.error ?? 'Une erreur est survenue, réessayez.' },
        ),
      )
      .catch(() =>
        setState({ kind: 'error', message: 'Une erreur est survenue. Vérifiez votre réseau et rechargez la page.' }),
      )
  }, [token])

  useEffect(() => {
    if (state.kind !== 'busy') messageRef.current?.focus()
  }, [state.kind])

  if (state.kind === 'busy') return <p aria-live="polite">Un instant…</p>
  if (state.kind === 'error') {
    return (
      <p ref={messageRef} tabIndex={-1} className="field-error" role="alert">
        {state.message}
      </p>
    )
  }
  return (
    <p ref={messageRef} tabIndex={-1} className="notice" role="status">
      C’est noté : vous ne recevrez plus de rappels de toilettage.
    </p>
  )
}
