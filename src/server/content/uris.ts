/** The content pages the site links to (collection `pages`, edited by admins), served at `/{uri}`. */
export const CONTENT_PAGE_URIS = [
  'cgu',
  'cgv',
  'mentions-legales',
  'politique-de-confidentialite',
  'domaines-de-competences',
  'service-avis',
] as const

export type ContentPageUri = (typeof CONTENT_PAGE_URIS)[number]

/** The guide's list; an article is at `${GUIDE_PATH}/{uri}` (collection `posts`). */
export const GUIDE_PATH = '/guide-des-demarches-aupres-de-votre-toiletteur'
