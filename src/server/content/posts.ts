import { cache } from 'react'

import type { Post } from '@/payload-types'

import { getPayloadClient } from '../payload'
import { findPublishedByUri } from './published'

export const POSTS_PER_PAGE = 10

export type PostSummary = Pick<Post, 'id' | 'title' | 'uri' | 'excerpt' | 'publishedAt'>
export type PostPage = { posts: PostSummary[]; page: number; totalPages: number }

/**
 * One page of published guide articles, newest first, as an anonymous visitor reads them.
 * Null when the page number is out of range (page 1 always exists, even empty).
 */
export const listPublishedPosts = cache(async (page: number): Promise<PostPage | null> => {
  if (!Number.isInteger(page) || page < 1) return null
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'posts',
    overrideAccess: false,
    where: { published: { equals: true } },
    sort: ['-publishedAt', '-id'],
    limit: POSTS_PER_PAGE,
    page,
    depth: 0,
    select: { title: true, uri: true, excerpt: true, publishedAt: true },
  })
  const totalPages = Math.max(result.totalPages, 1)
  if (page > totalPages) return null
  return {
    posts: result.docs.map(({ id, title, uri, excerpt, publishedAt }) => ({ id, title, uri, excerpt, publishedAt })),
    page,
    totalPages,
  }
})

/** A published article by its uri, as an anonymous visitor reads it; null when unknown or a draft. */
export const getPublishedPost = cache((uri: string): Promise<Post | null> => findPublishedByUri('posts', uri))
