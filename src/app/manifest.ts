import type { MetadataRoute } from 'next'

import { APP_ICONS } from '@/lib/appIcons'
import { SITE_NAME } from '@/server/seo/title'

/** The web manifest (/manifest.webmanifest): the site added to a phone's home screen, in the theme's pink. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${SITE_NAME} : trouvez un toiletteur et réservez en ligne`,
    short_name: SITE_NAME,
    description:
      'Trouvez un toiletteur pour votre chien ou votre chat près de chez vous et prenez rendez-vous en ligne.',
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fffafc',
    theme_color: '#c2185b',
    icons: APP_ICONS,
  }
}
