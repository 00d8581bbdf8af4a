import { getPayloadClient } from '../payload'

/**
 * A published document (page or article) by its uri, as an anonymous visitor reads it; null when
 * unknown or a draft. At depth 1: the hero image, the images and the linked documents of the text
 * come along (those the visitor may read; a deleted one stays an id, and is not shown).
 */
export async function findPublishedByUri<Slug extends 'pages' | 'posts'>(collection: Slug, uri: string) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    overrideAccess: false,
    where: { and: [{ uri: { equals: uri } }, { published: { equals: true } }] },
    limit: 1,
    depth: 1,
    pagination: false,
  })
  return result.docs[0] ?? null
}
