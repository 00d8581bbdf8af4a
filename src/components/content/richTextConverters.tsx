import type { SerializedAutoLinkNode, SerializedLinkNode, SerializedUploadNode } from '@payloadcms/richtext-lexical'
import type { JSXConverter, JSXConverters, JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import type { Media } from '@/payload-types'
import { GUIDE_PATH } from '@/server/content/uris'

import { MediaImage } from './MediaImage'

type LinkFields = SerializedLinkNode['fields']

/** Addresses a link may take: the web, e-mail, phone, this site's paths and anchors (never `javascript:`). */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i

/** The public page of a document of each collection an internal link may point to, by its uri. */
const PUBLIC_PAGES: Record<string, string> = { posts: GUIDE_PATH, pages: '', users: '/toiletteur', teams: '/etude' }

const uriOf = (value: unknown): string | null =>
  value && typeof value === 'object' && typeof (value as { uri?: unknown }).uri === 'string'
    ? (value as { uri: string }).uri
    : null

/**
 * Where a link of the editor leads: its URL when safe, or the public page of the article or page
 * it points to. Null for anything else (a draft or a deleted document: the visitor cannot read it,
 * so it is not loaded; other collections have no public page).
 */
export function linkHref(fields: LinkFields | SerializedAutoLinkNode['fields'] | undefined): string | null {
  if (!fields) return null
  if (fields.linkType === 'internal') {
    const doc = fields.doc
    const uri = uriOf(doc?.value)
    if (!doc || !uri) return null
    const prefix = PUBLIC_PAGES[doc.relationTo]
    return prefix === undefined ? null : `${prefix}/${uri}`
  }
  const url = typeof fields.url === 'string' ? fields.url.trim() : ''
  // Browsers read a backslash as a slash and drop tabs and line breaks: "/\\evil" is another site's address.
  const bent = [...url].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  return SAFE_HREF.test(url) && !bent ? url : null
}

const isMedia = (value: unknown): value is Media =>
  Boolean(value && typeof value === 'object' && typeof (value as Media).url === 'string' && (value as Media).url)

/** The page's title is its only h1: a heading of the text is an h2 to h6. */
const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6'])

const heading: JSXConverters['heading'] = ({ node, nodesToJSX }) => {
  const Tag = (HEADINGS.has(node.tag) ? node.tag : 'h2') as 'h2'
  return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
}

const link: JSXConverter<SerializedLinkNode | SerializedAutoLinkNode> = ({ node, nodesToJSX }) => {
  const children = nodesToJSX({ nodes: node.children })
  const href = linkHref(node.fields)
  // A link that leads nowhere keeps its words.
  if (!href) return <>{children}</>
  const newTab = node.fields?.newTab === true
  return (
    <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}

/**
 * Converters of the site's rich text: Payload's (paragraphs, headings, lists, quotes, tables,
 * text formats) plus headings below the page's h1, inserted images through next/image, links restricted to safe targets, and
 * nothing written for what cannot be shown (an image deleted since, a node of an unknown kind:
 * its text is kept when it has some).
 */
export const richTextConverters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  heading,
  link,
  autolink: link,
  upload: ({ node }: { node: SerializedUploadNode }) => {
    if (node.relationTo !== 'media' || !isMedia(node.value)) return null
    const alt = (node.fields as { alt?: unknown } | undefined)?.alt
    return (
      <figure className="rich-image">
        <MediaImage media={node.value} alt={typeof alt === 'string' ? alt : null} />
      </figure>
    )
  },
  unknown: ({ node, nodesToJSX }) => {
    const children = (node as { children?: unknown }).children
    return Array.isArray(children) && children.length ? <>{nodesToJSX({ nodes: children })}</> : null
  },
})
