/** Text helpers: URL slugs and hand-built Lexical rich-text states. */

export { slugify, uniqueSlug } from '../../src/lib/slug'

type TextNode = {
  type: 'text'
  version: 1
  text: string
  format: 0
  detail: 0
  mode: 'normal'
  style: ''
}

type ElementBase = { version: 1; direction: 'ltr'; format: ''; indent: 0; children: TextNode[] }
type ParagraphNode = ElementBase & { type: 'paragraph'; textFormat: 0; textStyle: '' }
type HeadingNode = ElementBase & { type: 'heading'; tag: 'h2' | 'h3' }
export type BlockNode = ParagraphNode | HeadingNode

export type RichText = {
  root: { type: 'root'; version: 1; direction: 'ltr'; format: ''; indent: 0; children: BlockNode[] }
}

const textNode = (text: string): TextNode => ({
  type: 'text',
  version: 1,
  text,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})

export const paragraph = (text: string): ParagraphNode => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  textStyle: '',
  children: [textNode(text)],
})

export const heading = (text: string, tag: 'h2' | 'h3' = 'h2'): HeadingNode => ({
  type: 'heading',
  tag,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children: [textNode(text)],
})

export const richText = (children: BlockNode[]): RichText => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})

/** One paragraph per string. */
export const paragraphs = (texts: string[]): RichText => richText(texts.map(paragraph))
