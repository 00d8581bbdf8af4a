import type { z } from 'zod'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import type { checkoutSettingsBody } from './schemas'

/** The groomer's VAT regime for their notes (their own record, their access). */
export async function saveCheckoutSettings(
  groomer: AuthenticatedPerson,
  input: z.infer<typeof checkoutSettingsBody>,
): Promise<z.infer<typeof checkoutSettingsBody>> {
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'users',
    id: groomer.id,
    data: { vatRegime: input.vatRegime },
    depth: 0,
    user: groomer,
    overrideAccess: false,
  })
  return input
}
