import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

/** An e-mail component as HTML and its plain-text twin (for clients that show no HTML). */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element)
  return { html, text: toPlainText(html) }
}
