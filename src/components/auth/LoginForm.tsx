'use client'

import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { apiFetch } from '@/lib/apiClient'
import { safeRedirectWithin } from '@/lib/safeRedirect'
import { useHydrated } from '@/lib/useHydrated'

type Props = {
  /** Which API signs this kind of person in, and how it wants the body. */
  kind: 'groomer' | 'attendee'
  defaultRedirect: string
  /** Pages this login may come back to (no open redirect). */
  redirectPrefixes: readonly string[]
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function LoginForm({ kind, defaultRedirect, redirectPrefixes }: Props) {
  const t = useTranslations('login')
  const searchParams = useSearchParams()
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({})
  const [submitting, setSubmitting] = useState(false)
  // Before hydration a click would submit the form natively, with the password in the address.
  const hydrated = useHydrated()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '').trim()
    const password = String(form.get('password') ?? '')
    const found = {
      email: EMAIL.test(email) ? undefined : t('invalidEmail'),
      password: password ? undefined : t('passwordRequired'),
    }
    setErrors(found)
    if (found.email || found.password) return
    setSubmitting(true)
    try {
      const body = kind === 'groomer' ? { user: { username: email, password } } : { email, password }
      const path = kind === 'groomer' ? '/api/v1/login' : '/api/v1/auth/attendee/login'
      const { status, body: answer } = await apiFetch<{ error?: string }>(path, {
        method: 'POST',
        body: JSON.stringify(body),
      })
      if (status !== 200) {
        setErrors({ form: answer?.error ?? t('networkError') })
        return
      }
      const wanted = searchParams.get('redirect')
      // Only come back to a page of the same space (no open redirect). A full load, so that the
      // new session cookie is sent with every request of the page.
      window.location.assign(safeRedirectWithin(wanted, window.location.origin, redirectPrefixes, defaultRedirect))
    } catch {
      setErrors({ form: t('networkError') })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="card" style={{ maxWidth: 440 }}>
      {errors.form ? (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="login-email">{t('email')}</label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
        />
        {errors.email ? (
          <span id="login-email-error" className="field-error">
            {errors.email}
          </span>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="login-password">{t('password')}</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
        />
        {errors.password ? (
          <span id="login-password-error" className="field-error">
            {errors.password}
          </span>
        ) : null}
      </div>
      <button type="submit" className="btn" disabled={submitting || !hydrated} style={{ width: '100%' }}>
        {submitting ? t('submitting') : t('submit')}
      </button>
    </form>
  )
}
