import { saveCheckoutSettings } from '@/server/checkout/settings'
import { checkoutSettingsBody } from '@/server/checkout/schemas'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `PUT /api/v1/register/settings` `{vatRegime: franchise|vat20}`: the VAT printed on the groomer's notes. */
export const PUT = apiRoute({ session: 'groomer', body: checkoutSettingsBody }, async ({ person, body }) =>
  jsonAnswer({ settings: await saveCheckoutSettings(person, body) }),
)
