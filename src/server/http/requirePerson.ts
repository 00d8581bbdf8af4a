import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { env } from '../env'
import { loginHref } from '@/lib/safeRedirect'
import { SESSION_KINDS, type SessionKind } from '../auth/kinds'
import { getSession } from '../auth/sessions'
import type { AuthenticatedPerson } from '../auth/tokens'

/**
 * For protected layouts and pages: the signed-in person of `kind`, or a redirect to their login
 * page. Verified once per request (React's cache): the layout and the page share the answer.
 */
export const requirePerson = cache(async (kind: Exclude<SessionKind, 'admin'>): Promise<AuthenticatedPerson> => {
  const requestHeaders = await headers()
  const person = await getSession(kind, requestHeaders)
  if (person) return person
  redirect(loginHref(SESSION_KINDS[kind].loginPath, requestHeaders.get('x-pathname'), env().SITE_URL))
})
