import { cache } from 'react'

import type { Page } from '@/payload-types'

import { findPublishedByUri } from './published'

export { CONTENT_PAGE_URIS, type ContentPageUri } from './uris'

/** A published content page by its uri, as an anonymous visitor reads it; null when missing or a draft. */
export const getPublishedPage = cache((uri: string): Promise<Page | null> => findPublishedByUri('pages', uri))
