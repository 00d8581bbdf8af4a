import { getRequestConfig } from 'next-intl/server'

import { DEFAULT_LOCALE, DEFAULT_TIMEZONE } from './locales'

/** French is the only locale served; `en` is declared and redirected (see src/proxy.ts). */
export default getRequestConfig(async () => ({
  locale: DEFAULT_LOCALE,
  timeZone: DEFAULT_TIMEZONE,
  messages: (await import('./messages/fr.json')).default,
}))
