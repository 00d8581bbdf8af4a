import { billingDetailsBody, saveBillingDetails } from '@/server/billing/billingDetails'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

export const dynamic = 'force-dynamic'

/** `PUT /api/v1/subscription/billing-details`: the company name, SIRET and VAT number on the groomer's invoices. */
export const PUT = apiRoute({ session: 'groomer', body: billingDetailsBody }, async ({ person, body }) =>
  jsonAnswer(await saveBillingDetails(person as Parameters<typeof saveBillingDetails>[0], body)),
)
