import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'

/** Rich text edited in the admin (Lexical), rendered as plain HTML on the server. */
export function RichContent({ data }: { data: unknown }) {
  return <RichText data={data as SerializedEditorState} className="rich-content" />
}
