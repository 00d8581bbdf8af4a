/** The spec's admin routes, mapped to their place in the Payload admin. */
export const ADMIN_ROUTE_REDIRECTS = [
  { from: '/admin/dashboard', to: '/admin' },
  { from: '/admin/images', to: '/admin/collections/media' },
  { from: '/admin/posts', to: '/admin/collections/posts' },
  { from: '/admin/teams', to: '/admin/collections/teams' },
  { from: '/admin/users', to: '/admin/collections/users' },
]

/** Old public paths kept alive with a permanent redirect (spec section 4). */
export const OLD_PATH_REDIRECTS = [
  { from: '/annuaire', to: '/toiletteurs' },
  { from: '/annuaire/:city', to: '/toiletteurs/:city' },
  { from: '/guide', to: '/guide-des-demarches-aupres-de-votre-toiletteur' },
  { from: '/guide/:article', to: '/guide-des-demarches-aupres-de-votre-toiletteur/:article' },
  { from: '/inscription', to: '/demande-inscription' },
  { from: '/connexion', to: '/participant/connexion' },
  { from: '/espace-pro', to: '/user/connexion' },
]
