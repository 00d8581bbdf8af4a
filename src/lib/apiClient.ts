'use client'

import type { SessionKind } from '@/server/auth/kinds'

import { loadingStarted, loadingStopped } from '@/components/layout/loadingStore'

/** Where the current page's session kind is decided: from the URL (spec section 4). */
export function sessionKindFromPath(pathname: string): SessionKind | null {
  if (pathname.startsWith('/admin')) return 'admin'
  if (pathname.startsWith('/user')) return 'groomer'
  if (pathname.startsWith('/participant') || pathname.startsWith('/appointments')) return 'attendee'
  return null
}

/** True inside another site's frame (the booking dialog of public/widget.js). */
export const isFramed = (): boolean => typeof window !== 'undefined' && window.self !== window.top

/**
 * In another site's frame our session cookies are third-party: the browser neither keeps nor sends
 * them. The session the owner opens there (login or sign-up answer its token) is held in memory for
 * that page and sent as a bearer token.
 */
let framedSession: string | null = null
export function rememberFramedSession(token: string | null | undefined): void {
  if (token && isFramed()) framedSession = token
}

/** Links that would leave the dialog open in a new tab when it is in a frame. */
export const framedLinkTarget = (): { target: string; rel: string } | Record<string, never> =>
  isFramed() ? { target: '_blank', rel: 'noopener' } : {}

/**
 * JSON calls to the product's API (spec section 7): JSON Accept header, progress on the loading
 * bar. Session cookies travel with the request; a Bearer token is added when the caller holds one
 * (or the framed dialog's session).
 */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; body: T | null }> {
  const headers = new Headers(init.headers)
  headers.set('Accept', 'application/json')
  if (init.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  const token = init.token ?? framedSession
  if (token) headers.set('Authorization', `Bearer ${token}`)
  loadingStarted()
  try {
    const response = await fetch(path, { ...init, headers, credentials: 'same-origin' })
    const body = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as T) : null
    return { status: response.status, body }
  } finally {
    loadingStopped()
  }
}
