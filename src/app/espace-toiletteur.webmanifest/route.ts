import type { MetadataRoute } from 'next'

import { APP_ICONS } from '@/lib/appIcons'
import { SITE_NAME } from '@/server/seo/title'

export const dynamic = 'force-static'

/**
 * The groomer's space as an app (issue 36): installed from any page of /user, it opens on the
 * dashboard, in its own window, in the theme's pink. Served outside /user: browsers fetch a
 * manifest without cookies, and /user sends a visitor without one to the sign-in page.
 */
const GROOMER_MANIFEST: MetadataRoute.Manifest = {
  id: '/user/',
  name: `${SITE_NAME} Pro : mon agenda de toiletteur`,
  short_name: `${SITE_NAME} Pro`,
  description: 'Vos demandes de rendez-vous, votre agenda et vos clients, prévenu à chaque nouvelle demande.',
  lang: 'fr',
  dir: 'ltr',
  start_url: '/user/dashboard',
  scope: '/user/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#fffafc',
  theme_color: '#c2185b',
  icons: APP_ICONS,
  shortcuts: [
    { name: 'Mes rendez-vous', short_name: 'Rendez-vous', url: '/user/events' },
    { name: 'Mon agenda', short_name: 'Agenda', url: '/user/calendriers' },
  ],
}

export function GET(): Response {
  return new Response(JSON.stringify(GROOMER_MANIFEST), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
