import { render } from '@react-email/render'
import { compile } from 'html-to-text'
import type { ReactElement } from 'react'

/**
 * React Email's own plain-text options, compiled once: its `toPlainText` compiles them again for
 * every message, which cost four times the conversion itself (measured: 0.67 ms against 0.15 ms).
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: '[data-skip-in-text=true]', format: 'skip' },
    { selector: 'a', options: { linkBrackets: false, hideLinkHrefIfSameAsText: true } },
  ],
})

/** An e-mail component as HTML and its plain-text twin (for clients that show no HTML). */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element)
  return { html, text: toPlainText(html) }
}
