/** Text helpers: URL slugs and hand-built Lexical rich-text states. */

/** Lowercase ASCII slug: accents removed, œ/æ expanded, anything else becomes a single '-'. */
export const slugify = (text: string): string =>
  text
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** Returns `slug`, or `slug-{suffix}` (then `-2`, `-3`…) when already taken; records the result. */
export function uniqueSlug(taken: Set<string>, slug: string, suffix?: string): string {
  let candidate = taken.has(slug) && suffix ? `${slug}-${slugify(suffix)}` : slug
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${slug}-${n}`
  taken.add(candidate)
  return candidate
}

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

const textNode = (text: string): TextNode => ({ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' })

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
