import type { APIRequestContext, APIResponse } from '@playwright/test'

import { type Accounts, expect, type TestAdmin } from './accounts'
import { signInAdminApi } from './groomerSpace'

/** An admin call (as in /admin), by this test's own admin. */
export async function asAdmin(
  request: APIRequestContext,
  admin: TestAdmin,
  call: () => Promise<APIResponse>,
): Promise<APIResponse> {
  await signInAdminApi(request, admin)
  const response = await call()
  expect(response.ok()).toBe(true)
  return response
}

/** A signup request sent from the public form, accepted by the admin: the groomer's e-mail holds the link. */
export async function acceptedSignup(request: APIRequestContext, accounts: Accounts, admin: TestAdmin, run: string) {
  const email = `e2e-toiletteur-${run}@example.fr`
  const mobile = `06 13 ${run.slice(-6, -4)} ${run.slice(-4, -2)} ${run.slice(-2)}`
  const body = {
    firstName: 'Inès',
    lastName: `Essai${run.slice(-6)}`,
    email,
    phone: mobile,
    city: 'Paris',
    acceptTerms: true,
    acceptPrivacy: true,
  }
  const created = await request.post('/api/v1/signup-requests', { data: body })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  await asAdmin(request, admin, () => request.patch(`/api/signup-requests/${id}`, { data: { status: 'accepted' } }))
  const mail = await accounts.message(email, (candidate) => /\/user\/inscription\/\d+\?jeton=/.test(candidate.text))
  const link = /\/user\/inscription\/(\d+)\?jeton=[0-9a-f]+/.exec(mail?.text ?? '')
  expect(link).not.toBeNull()
  return {
    email,
    mobile,
    e164: `+33${mobile.replace(/\s/g, '').slice(1)}`,
    path: link?.[0] ?? '',
    userId: Number(link?.[1]),
  }
}
