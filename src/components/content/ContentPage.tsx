import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { getPublishedPage } from '@/server/content/pages'
import { pageMetadata } from '@/server/http/pageMetadata'

import { RichContent } from './RichContent'

/** Title and meta description of a content page; a missing page gets the 404 page. */
export async function contentPageMetadata(uri: string): Promise<Metadata> {
  const page = await getPublishedPage(uri)
  if (!page) notFound()
  return pageMetadata({ title: page.title, description: page.description, path: `/${uri}` })
}

/** A content page edited by admins (collection `pages`), found by its uri; `children` follow its text. */
export async function ContentPage({ uri, children }: { uri: string; children?: ReactNode }) {
  const page = await getPublishedPage(uri)
  if (!page) notFound()
  return (
    <article className="container stack" style={{ padding: '2.5rem 0', maxWidth: '48rem' }}>
      <h1>{page.title}</h1>
      <RichContent data={page.content} />
      {children}
    </article>
  )
}
