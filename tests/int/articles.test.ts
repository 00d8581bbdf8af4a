import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { paragraph, richText } from '../../scripts/seed/text'
import { RichContent } from '../../src/components/content/RichContent'
import type { Media } from '../../src/payload-types'
import { getPublishedPost } from '../../src/server/content/posts'
import { getTestPayload } from './helpers/payload'

let payload: Payload
const tag = `${process.pid}-${Date.now().toString(36)}`

async function image(name: string, alt: string): Promise<Media> {
  const data = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c2185b' } })
    .jpeg()
    .toBuffer()
  return payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt },
    file: { data, mimetype: 'image/jpeg', name: `${name}-${tag}.jpg`, size: data.length },
  })
}

const upload = (id: number) => ({
  type: 'upload',
  version: 3,
  format: '',
  id: `u${id}`,
  fields: null,
  relationTo: 'media',
  value: id,
})
const internalLink = (id: number, words: string) => ({
  type: 'link',
  version: 3,
  id: `l${id}`,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'posts', value: id } },
  children: [{ type: 'text', version: 1, text: words, format: 0, detail: 0, mode: 'normal', style: '' }],
})
const createPost = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'posts',
    overrideAccess: true,
    data: { content: richText([paragraph('Texte')]), published: true, ...data } as never,
  })

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('an article’s address (uri)', () => {
  it('is made from the title when left empty: accents folded, lowercase, hyphens; "-2" when taken', async () => {
    const title = `Préparer son chien à l’été ${tag} : œil & oreilles !`
    const first = await createPost({ title })
    expect(first.uri).toBe(`preparer-son-chien-a-l-ete-${tag}-oeil-oreilles`)
    const second = await createPost({ title, uri: '' })
    expect(second.uri).toBe(`${first.uri}-2`)
  })

  it('keeps a uri typed by the admin, stays editable, is remade when emptied, and is untouched by a partial update', async () => {
    const post = await createPost({ title: `Titre ${tag}`, uri: `mon-adresse-${tag}` })
    expect(post.uri).toBe(`mon-adresse-${tag}`)
    const edited = await payload.update({
      collection: 'posts',
      id: post.id,
      overrideAccess: true,
      data: { uri: `nouvelle-adresse-${tag}` },
    })
    expect(edited.uri).toBe(`nouvelle-adresse-${tag}`)
    const retitled = await payload.update({
      collection: 'posts',
      id: post.id,
      overrideAccess: true,
      data: { title: `Autre titre ${tag}` },
    })
    expect(retitled.uri).toBe(`nouvelle-adresse-${tag}`)
    const emptied = await payload.update({ collection: 'posts', id: post.id, overrideAccess: true, data: { uri: '' } })
    expect(emptied.uri).toBe(`autre-titre-${tag}`)
  })

  it('still refuses a typed uri that is not one (French message)', async () => {
    await expect(createPost({ title: `Refus ${tag}`, uri: 'Mon Article' })).rejects.toThrow(/Adresse \(URI\)/)
  })
})

describe('an article as a visitor reads it', () => {
  it('comes with its hero image and the images and linked articles of its text, as paths of the site', async () => {
    const hero = await image('hero', 'Un bichon après son toilettage')
    const inline = await image('inline', 'La brosse adaptée au poil long')
    const linked = await createPost({ title: `Article lié ${tag}` })
    const post = await createPost({
      title: `Avec images ${tag}`,
      heroImage: hero.id,
      content: richText([
        paragraph('Avant'),
        upload(inline.id),
        { ...paragraph('Lire aussi '), children: [internalLink(linked.id, 'l’article lié')] },
      ] as never),
    })

    const read = await getPublishedPost(post.uri)
    const heroRead = read?.heroImage as Media
    expect(heroRead.alt).toBe('Un bichon après son toilettage')
    expect(heroRead.url).toMatch(new RegExp(`^/api/media/file/hero-${tag}-[0-9a-f]{10}\\.jpg$`))
    expect(heroRead.sizes?.card?.url).toMatch(/^\/api\/media\/file\//)
    expect(heroRead.thumbnailURL).toMatch(/^\/api\/media\/file\/hero-.*-240x240\.jpg$/)

    const html = renderToStaticMarkup(createElement(RichContent, { data: read?.content }))
    expect(html).toContain('alt="La brosse adaptée au poil long"')
    expect(html).toContain('width="1200" height="800"')
    expect(html).toContain(`url=%2Fapi%2Fmedia%2Ffile%2Finline-${tag}`)
    expect(html).toContain(`<a href="/guide-des-demarches-aupres-de-votre-toiletteur/${linked.uri}">l’article lié</a>`)
  })

  it('still reads and renders once its images are deleted: the text stays, the images go', async () => {
    const hero = await image('gone-hero', 'Bientôt supprimée')
    const inline = await image('gone-inline', 'Bientôt supprimée aussi')
    const post = await createPost({
      title: `Images supprimées ${tag}`,
      heroImage: hero.id,
      content: richText([paragraph('Avant'), upload(inline.id), paragraph('Après')] as never),
    })
    await payload.delete({ collection: 'media', id: hero.id, overrideAccess: true })
    await payload.delete({ collection: 'media', id: inline.id, overrideAccess: true })

    const read = await getPublishedPost(post.uri)
    expect(read?.heroImage ?? null).toBeNull()
    const html = renderToStaticMarkup(createElement(RichContent, { data: read?.content }))
    expect(html).toBe('<div class="rich-content"><p>Avant</p><p>Après</p></div>')
  })
})

describe('without a serverURL in the config', () => {
  it('an admin’s password reset e-mail still links to the site’s address', async () => {
    const email = `admin-${tag}@example.fr`
    await payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email, password: 'mot-de-passe-admin-2026' },
    })
    await payload.forgotPassword({ collection: 'admins', data: { email }, disableEmail: false })
    const waited = async () =>
      (await payload.find({ collection: 'outbox', overrideAccess: true, where: { to: { contains: email } }, limit: 1 }))
        .docs[0]
    await expect.poll(waited).toBeTruthy()
    const html = (await waited())?.html ?? ''
    const site = (process.env.SITE_URL ?? '').replace(/\/$/, '')
    expect(html).toMatch(new RegExp(`href="${site}/admin/reset/[0-9a-f]{20,}"`))
  })
})
