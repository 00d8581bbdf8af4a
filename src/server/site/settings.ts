import { cache } from 'react'

import { env } from '../env'
import { getPayloadClient } from '../payload'

/** Site settings as every visitor may read them, once per request. */
export const getSiteSettings = cache(async () => {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 })
  const { PAGE_SIZE_DESKTOP, PAGE_SIZE_MOBILE, CONSENT_SERVICE_URL } = env()
  return {
    ...settings,
    pageSizes: {
      desktop: PAGE_SIZE_DESKTOP ?? settings.pageSizes?.desktop ?? 20,
      mobile: PAGE_SIZE_MOBILE ?? settings.pageSizes?.mobile ?? 10,
    },
    consentServiceEnabled: Boolean(CONSENT_SERVICE_URL),
  }
})
