/** The ten published guide articles (posts), matched on `uri`. */
import type { Payload } from 'payload'

import { ARTICLES_1, type ArticleSeed } from './articles-data-1'
import { ARTICLES_2 } from './articles-data-2'
import { type BlockNode, heading, paragraph, richText, type RichText, slugify } from './text'
import { ensureByKey, type EnsureResult } from './upsert'

export const ARTICLES: ArticleSeed[] = [...ARTICLES_1, ...ARTICLES_2]

export const articleUri = (article: ArticleSeed): string => slugify(article.title)

export function articleContent(article: ArticleSeed): RichText {
  const blocks: BlockNode[] = [paragraph(article.intro)]
  for (const section of article.sections) blocks.push(heading(section.heading), ...section.paragraphs.map(paragraph))
  return richText(blocks)
}

export const seedArticles = (payload: Payload): Promise<EnsureResult> =>
  ensureByKey(
    payload,
    'posts',
    'uri',
    ARTICLES.map((article) => ({
      key: articleUri(article),
      data: {
        title: article.title,
        uri: articleUri(article),
        excerpt: article.excerpt,
        content: articleContent(article),
        published: true,
        publishedAt: article.publishedAt,
      },
    })),
  )
