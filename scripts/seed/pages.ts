/** The six content pages (legal pages, specialities, reviews service), matched on `uri`. */
import type { Payload } from 'payload'

import { PAGES_1, type PageSeed } from './pages-data-1'
import { PAGES_2 } from './pages-data-2'
import { type BlockNode, heading, paragraph, richText, type RichText } from './text'
import { ensureByKey, type EnsureResult } from './upsert'

export const CONTENT_PAGES: PageSeed[] = [...PAGES_1, ...PAGES_2]

export function pageContent(page: PageSeed): RichText {
  const blocks: BlockNode[] = [paragraph(page.intro)]
  for (const section of page.sections) blocks.push(heading(section.heading), ...section.paragraphs.map(paragraph))
  return richText(blocks)
}

export const seedPages = (payload: Payload): Promise<EnsureResult> =>
  ensureByKey(
    payload,
    'pages',
    'uri',
    CONTENT_PAGES.map((page) => ({
      key: page.uri,
      data: {
        title: page.title,
        uri: page.uri,
        description: page.description,
        content: pageContent(page),
        published: true,
      },
    })),
  )
