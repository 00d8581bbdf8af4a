import { cache } from 'react'

import type { Page } from '@/payload-types'

import { getPayloadClient } from '../payload'

/** The content pages the site links to (collection `pages`, edited by admins). */
export const CONTENT_PAGE_URIS = [
  'cgu',
  'cgv',
  'mentions-legales',
  'politique-de-confidentialite',
  'domaines-de-competences',
  'service-avis',
] as const

export type ContentPageUri = (typeof CONTENT_PAGE_URIS)[number]

/** A published content page by its uri, as an anonymous visitor reads it; null when missing or a draft. */
export const getPublishedPage = cache(async (uri: string): Promise<Page | null> => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    overrideAccess: false,
    where: { and: [{ uri: { equals: uri } }, { published: { equals: true } }] },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return result.docs[0] ?? null
})
