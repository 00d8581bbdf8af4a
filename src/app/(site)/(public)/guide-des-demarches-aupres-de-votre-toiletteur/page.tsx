import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { formatLongDate } from '@/components/content/formatDate'
import { Pagination } from '@/components/layout/Pagination'
import { listPublishedPosts } from '@/server/content/posts'
import { pageMetadata } from '@/server/http/pageMetadata'

import { GUIDE_PATH, GUIDE_TITLE, pageNumberOf } from './guidePath'

/** Rendered on each request (data from the database; see src/server/cache for the cached pages). */
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function load(searchParams: Props['searchParams']) {
  const number = pageNumberOf((await searchParams).page)
  const result = number === null ? null : await listPublishedPosts(number)
  if (!result) notFound()
  return result
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page } = await load(searchParams)
  return pageMetadata({
    title: page === 1 ? GUIDE_TITLE : `${GUIDE_TITLE} – page ${page}`,
    description:
      'Nos conseils pour bien choisir votre toiletteur, préparer votre chien ou votre chat et réussir chaque séance de toilettage.',
    path: page === 1 ? GUIDE_PATH : `${GUIDE_PATH}?page=${page}`,
  })
}

export default async function GuidePage({ searchParams }: Props) {
  const { posts, page, totalPages } = await load(searchParams)
  return (
    <section className="container stack" style={{ padding: '2.5rem 0' }} aria-labelledby="guide-title">
      <h1 id="guide-title">{GUIDE_TITLE}</h1>
      <p className="muted">
        Conseils pratiques pour préparer votre animal, choisir un salon et réussir chaque rendez-vous.
      </p>
      {posts.length === 0 ? <p>Aucun article n’est publié pour le moment.</p> : null}
      <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {posts.map((post) => (
          <li key={post.id} className="card stack" style={{ gap: '0.5rem' }}>
            <h2 style={{ fontSize: '1.25rem', margin: 0 }}>
              <Link href={`${GUIDE_PATH}/${post.uri}`}>{post.title}</Link>
            </h2>
            {post.publishedAt ? (
              <p className="muted" style={{ margin: 0 }}>
                Publié le <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
              </p>
            ) : null}
            {post.excerpt ? <p style={{ margin: 0 }}>{post.excerpt}</p> : null}
          </li>
        ))}
      </ul>
      <Pagination basePath={GUIDE_PATH} page={page} pageCount={totalPages} label="Pages du guide" />
    </section>
  )
}
