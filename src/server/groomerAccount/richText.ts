/** A minimal Lexical state: one paragraph of plain text per non-empty line (as the seed writes them). */
type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  textFormat: 0,
  textStyle: '',
  children: [
    {
      type: 'text',
      version: 1,
      text,
      format: 0,
      detail: 0,
      mode: 'normal' as const,
      style: '',
    },
  ],
})

/** Plain text typed in a textarea → Lexical JSON; an empty text clears the field (null). */
export function plainTextToLexical(text: string) {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  if (lines.length === 0) return null
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      children: lines.map(paragraph),
    },
  }
}

const textOf = (node: LexicalNode): string =>
  typeof node.text === 'string' ? node.text : (node.children ?? []).map(textOf).join('')

/** Lexical JSON → the textarea's text: each block (paragraph, heading…) on its own line. */
export function lexicalToPlainText(state: unknown): string {
  const root = (state as { root?: LexicalNode } | null | undefined)?.root
  if (!root?.children) return ''
  return root.children
    .map(textOf)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}
