import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { linkHref } from '../../src/components/content/richTextConverters'
import { RichContent } from '../../src/components/content/RichContent'
import type { Media } from '../../src/payload-types'

const base = { version: 1, direction: 'ltr', format: '', indent: 0 }
const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})
const block = (type: string, children: unknown[], extra: object = {}) => ({ ...base, type, children, ...extra })
const state = (...children: unknown[]) => ({ root: { ...base, type: 'root', children } })
const render = (data: unknown) => renderToStaticMarkup(createElement(RichContent, { data }))

const media: Media = {
  id: 5,
  alt: 'Un caniche sur la table de toilettage',
  url: 'http://localhost:3100/api/media/file/caniche-0123456789.jpg',
  width: 1600,
  height: 900,
  mimeType: 'image/jpeg',
  filename: 'caniche-0123456789.jpg',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}
const upload = (value: unknown, extra: object = {}) => ({
  type: 'upload',
  version: 3,
  format: '',
  id: 'u1',
  fields: null,
  relationTo: 'media',
  value,
  ...extra,
})
const link = (fields: object, words: string) =>
  block('link', [text(words)], { type: 'link', version: 3, id: 'l1', fields })

describe('rich text of articles and pages', () => {
  it('renders headings (the h1 of the text as an h2: the title is the page’s h1), paragraphs and text formats', () => {
    const html = render(
      state(
        block('heading', [text('Avant la séance')], { tag: 'h1' }),
        block('heading', [text('Le bain')], { tag: 'h3' }),
        block('paragraph', [text('Brossez ', 0), text('la veille', 1)]),
      ),
    )
    expect(html).toContain('<h2>Avant la séance</h2>')
    expect(html).toContain('<h3>Le bain</h3>')
    expect(html).not.toContain('<h1')
    expect(html).toContain('<p>Brossez <strong>la veille</strong></p>')
  })

  it('renders bulleted and numbered lists, and quotes', () => {
    const item = (words: string, value: number) => block('listitem', [text(words)], { value })
    const html = render(
      state(
        block('list', [item('Peigne', 1), item('Serviette', 2)], { listType: 'bullet', tag: 'ul', start: 1 }),
        block('list', [item('Brosser', 1), item('Laver', 2)], { listType: 'number', tag: 'ol', start: 1 }),
        block('quote', [text('Un chien brossé est un chien heureux.')]),
      ),
    )
    expect(html).toMatch(/<ul[^>]*><li[^>]*>Peigne<\/li><li[^>]*>Serviette<\/li><\/ul>/)
    expect(html).toMatch(/<ol[^>]*><li[^>]*>Brosser<\/li><li[^>]*>Laver<\/li><\/ol>/)
    expect(html).toContain('<blockquote>Un chien brossé est un chien heureux.</blockquote>')
  })

  it('renders an inserted image with its alt, width, height and a srcset of optimized copies at the column’s width', () => {
    const html = render(state(upload(media)))
    const img = html.match(/<img [^>]*>/)?.[0] ?? ''
    expect(img).toContain('alt="Un caniche sur la table de toilettage"')
    expect(img).toContain('width="1600"')
    expect(img).toContain('height="900"')
    expect(img).toContain('loading="lazy"')
    expect(img).toMatch(/sizes="\(max-width: 50rem\) calc\(100vw - 2rem\), 48rem"/)
    // The site's own path, through next/image's optimizer (AVIF or WebP), several widths.
    const widths = [
      ...img.matchAll(/\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2Fcaniche-0123456789\.jpg&amp;w=(\d+)&amp;q=75 \1w/g),
    ].map((match) => Number(match[1]))
    // A phone's column (328 px) at 1x and 2x, a computer's (768 px) at 1x and 2x: each has a copy close above.
    for (const needed of [328, 656, 768, 1536])
      expect(widths.some((width) => width >= needed && width < needed * 1.3)).toBe(true)
    expect(img).not.toContain('localhost:3100')
    expect(html).toMatch(/^<div class="rich-content"><figure class="rich-image"><img /)
  })

  it('an image without alternative text is decorative (alt=""), one without known size is shown as it is', () => {
    const html = render(state(upload({ ...media, alt: '  ', width: null, height: null })))
    expect(html).toContain('<img src="/api/media/file/caniche-0123456789.jpg" alt="" loading="lazy"')
  })

  it('shows nothing for an image deleted since (an id, or null), another upload collection, or a file without URL; the text around stays', () => {
    const html = render(
      state(
        block('paragraph', [text('Avant')]),
        upload(5),
        upload(null),
        upload({ ...media, url: null }),
        upload(media, { relationTo: 'customer-attachments' }),
        block('paragraph', [text('Après')]),
      ),
    )
    expect(html).toBe('<div class="rich-content"><p>Avant</p><p>Après</p></div>')
  })

  it('renders links to safe addresses, internal links to the public page, and keeps the words of any other link', () => {
    const html = render(
      state(
        block('paragraph', [
          link({ linkType: 'custom', url: 'https://www.service-public.fr/', newTab: true }, 'Service public'),
          link({ linkType: 'custom', url: 'javascript:alert(1)', newTab: false }, 'piège'),
          link(
            { linkType: 'internal', doc: { relationTo: 'posts', value: { id: 3, uri: 'preparer-son-chien' } } },
            'préparer son chien',
          ),
          link({ linkType: 'internal', doc: { relationTo: 'posts', value: 3 } }, 'brouillon'),
          link({ linkType: 'custom', url: '/cgu' }, 'CGU'),
          link({ linkType: 'custom', url: '/\\evil.example/' }, 'détour'),
          link({ linkType: 'custom', url: '/\t/evil.example/' }, 'tabulation'),
        ]),
      ),
    )
    expect(html).toContain(
      '<a href="https://www.service-public.fr/" target="_blank" rel="noopener noreferrer">Service public</a>',
    )
    expect(html).toContain(
      '<a href="/guide-des-demarches-aupres-de-votre-toiletteur/preparer-son-chien">préparer son chien</a>',
    )
    expect(html).toContain('<a href="/cgu">CGU</a>')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('evil.example')
    expect(html).toContain('piège')
    expect(html).toContain('brouillon')
    expect(html.match(/<a /g)).toHaveLength(3)
  })

  it('knows where each kind of internal link leads', () => {
    const internal = (relationTo: string, value: unknown) =>
      linkHref({ linkType: 'internal', doc: { relationTo, value } } as never)
    expect(internal('pages', { uri: 'cgu' })).toBe('/cgu')
    expect(internal('users', { uri: 'lea-martin-paris' })).toBe('/toiletteur/lea-martin-paris')
    expect(internal('teams', { uri: 'etude-marais' })).toBe('/etude/etude-marais')
    expect(internal('appointments', { uri: 'x' })).toBeNull()
    expect(linkHref({ linkType: 'custom', url: '//evil.example/' } as never)).toBeNull()
    expect(linkHref({ linkType: 'custom', url: 'mailto:contact@example.fr' } as never)).toBe(
      'mailto:contact@example.fr',
    )
  })

  it('keeps the text of a node of an unknown kind, and never writes "unknown node"', () => {
    const html = render(
      state(block('mystery', [text('Texte conservé')]), {
        ...base,
        type: 'relationship',
        relationTo: 'posts',
        value: 3,
      }),
    )
    expect(html).toBe('<div class="rich-content">Texte conservé</div>')
  })

  it('renders nothing for what is not a Lexical state', () => {
    for (const data of [null, 'texte', { root: null }, { root: { children: 'abc' } }]) expect(render(data)).toBe('')
  })
})
