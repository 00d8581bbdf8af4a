import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CONTENT_PAGES, pageContent, seedPages } from '../../scripts/seed/pages'
import { paragraphs } from '../../scripts/seed/text'
import { CONTENT_PAGE_URIS, getPublishedPage } from '../../src/server/content/pages'
import { getPublishedPost, listPublishedPosts, POSTS_PER_PAGE } from '../../src/server/content/posts'
import { getTestPayload } from './helpers/payload'

let payload: Payload
const tag = `${process.pid}-${Date.now()}`

beforeAll(async () => {
  payload = await getTestPayload()
  await seedPages(payload)
  // Enough published articles for two pages at least, plus one draft.
  for (let n = 1; n <= 12; n += 1) {
    await payload.create({
      collection: 'posts',
      overrideAccess: true,
      data: {
        title: `Article ${n}`,
        uri: `article-${tag}-${n}`,
        excerpt: `Chapô ${n}`,
        content: paragraphs([`Texte ${n}`]),
        published: true,
        publishedAt: `2025-01-${String(n).padStart(2, '0')}T08:00:00.000Z`,
      },
    })
  }
  await payload.create({
    collection: 'posts',
    overrideAccess: true,
    data: {
      title: 'Brouillon',
      uri: `brouillon-${tag}`,
      content: paragraphs(['Pas encore publié']),
      published: false,
      publishedAt: '2030-01-01T08:00:00.000Z',
    },
  })
})

describe('content pages', () => {
  it('the seed holds the six pages the site links to, and a second run creates nothing', async () => {
    expect(CONTENT_PAGES.map((page) => page.uri).sort()).toEqual([...CONTENT_PAGE_URIS].sort())
    expect((await seedPages(payload)).created).toBe(0)
  })

  it('returns a published page by its uri, with its content', async () => {
    const page = await getPublishedPage('mentions-legales')
    expect(page?.title).toBe('Mentions légales')
    expect(page?.description).toBeTruthy()
    expect(JSON.stringify(page?.content)).toContain('Hébergeur')
    expect(await getPublishedPage('page-inconnue')).toBeNull()
  })

  it('keeps a draft page away from visitors but not from admins', async () => {
    const uri = `brouillon-${tag}`
    await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { title: 'Brouillon', uri, content: pageContent(CONTENT_PAGES[0]!), published: false },
    })
    expect(await getPublishedPage(uri)).toBeNull()
    const anonymous = await payload.find({
      collection: 'pages',
      overrideAccess: false,
      where: { uri: { equals: uri } },
    })
    expect(anonymous.docs).toHaveLength(0)
    const admin = await payload.find({ collection: 'pages', overrideAccess: true, where: { uri: { equals: uri } } })
    expect(admin.docs).toHaveLength(1)
  })

  it('refuses a page written by a visitor', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        overrideAccess: false,
        data: { title: 'Pirate', uri: `pirate-${tag}`, content: paragraphs(['x']), published: true },
      }),
    ).rejects.toThrow()
  })
})

describe('guide articles', () => {
  it('lists published articles 10 per page, newest first, and no page beyond the last', async () => {
    const published = (
      await payload.count({ collection: 'posts', where: { published: { equals: true } }, overrideAccess: true })
    ).totalDocs
    const totalPages = Math.ceil(published / POSTS_PER_PAGE)
    const first = await listPublishedPosts(1)
    expect(first?.posts).toHaveLength(POSTS_PER_PAGE)
    expect(first?.totalPages).toBe(totalPages)
    const dates = first!.posts.map((post) => post.publishedAt ?? '')
    expect(dates).toEqual([...dates].sort().reverse())

    const last = await listPublishedPosts(totalPages)
    expect(last?.posts.length).toBe(published - (totalPages - 1) * POSTS_PER_PAGE)
    expect(await listPublishedPosts(totalPages + 1)).toBeNull()
    expect(await listPublishedPosts(0)).toBeNull()
  })

  it('never shows a draft, in the list or by its uri', async () => {
    const uri = `brouillon-${tag}`
    const first = await listPublishedPosts(1)
    expect(first?.posts.map((post) => post.uri)).not.toContain(uri)
    expect(await getPublishedPost(uri)).toBeNull()
    expect((await getPublishedPost(`article-${tag}-3`))?.title).toBe('Article 3')
  })
})
