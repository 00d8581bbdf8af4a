import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { formatLongDate } from '@/components/content/formatDate'
import { MediaImage } from '@/components/content/MediaImage'
import { RichContent } from '@/components/content/RichContent'
import { JsonLd } from '@/components/seo/JsonLd'
import { getPublishedPost } from '@/server/content/posts'
import { env } from '@/server/env'
import type { Media } from '@/payload-types'
import { mediaImage, pageMetadata } from '@/server/http/pageMetadata'
import { SITE_NAME } from '@/server/seo/title'

import { GUIDE_PATH } from '../guidePath'

type Props = { params: Promise<{ articleId: string }> }

/** Cached for a minute; admin saves refresh it sooner (src/server/cache/refreshPublicPages.ts). */
export const revalidate = 60
export const generateStaticParams = async (): Promise<Awaited<Props['params']>[]> => []

async function load(params: Props['params']) {
  const post = await getPublishedPost((await params).articleId)
  if (!post) notFound()
  return post
}

/** The article's image, when it still exists (a deleted one leaves an id, or nothing). */
const heroOf = (post: Awaited<ReturnType<typeof load>>): Media | null =>
  post.heroImage && typeof post.heroImage === 'object' && post.heroImage.url ? post.heroImage : null

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await load(params)
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: `${GUIDE_PATH}/${post.uri}`,
    type: 'article',
    image: mediaImage(heroOf(post)),
  })
}

/** schema.org Article. */
function articleJsonLd(post: Awaited<ReturnType<typeof load>>) {
  const url = new URL(`${GUIDE_PATH}/${post.uri}`, env().SITE_URL).toString()
  const hero = heroOf(post)
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt ?? undefined,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: url,
    url,
    inLanguage: 'fr-FR',
    image: hero?.url ? new URL(hero.url, env().SITE_URL).toString() : undefined,
    author: { '@type': 'Organization', name: SITE_NAME },
    publisher: { '@type': 'Organization', name: SITE_NAME },
  }
  return data
}

export default async function ArticlePage({ params }: Props) {
  const post = await load(params)
  const hero = heroOf(post)
  return (
    <article className="container stack" style={{ padding: '2.5rem 0', maxWidth: '48rem' }}>
      <JsonLd data={articleJsonLd(post)} />
      <p style={{ margin: 0 }}>
        <Link href={GUIDE_PATH}>
          <span aria-hidden="true">← </span>Retour au guide
        </Link>
      </p>
      <h1>{post.title}</h1>
      {post.publishedAt ? (
        <p className="muted" style={{ margin: 0 }}>
          Publié le <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
        </p>
      ) : null}
      {hero ? <MediaImage media={hero} eager className="article-hero" /> : null}
      {post.excerpt ? <p style={{ fontSize: '1.1rem', fontWeight: 500 }}>{post.excerpt}</p> : null}
      <RichContent data={post.content} />
    </article>
  )
}
