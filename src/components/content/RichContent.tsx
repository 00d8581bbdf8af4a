import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'

import { richTextConverters } from './richTextConverters'

/** A Lexical state the renderer can walk: a root with a list of children. */
const isEditorState = (data: unknown): data is SerializedEditorState =>
  Boolean(data && typeof data === 'object' && Array.isArray((data as { root?: { children?: unknown } }).root?.children))

/**
 * Rich text edited in the admin (Lexical), rendered as plain HTML on the server. Read at depth 1,
 * its images and internal links come with their documents (src/server/content/published.ts).
 */
export function RichContent({ data }: { data: unknown }) {
  if (!isEditorState(data)) return null
  return <RichText data={data} converters={richTextConverters} className="rich-content" />
}
