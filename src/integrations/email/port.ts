/** What the app needs from an e-mail provider. */
export type OutgoingEmail = {
  to: string | string[]
  from?: string
  subject: string
  html?: string
  text?: string
  /** `content`: text, or base64 when `encoding` says so (a PDF). */
  attachments?: { filename: string; content: string; contentType?: string; encoding?: 'base64' }[]
}

export interface EmailSender {
  readonly name: string
  send(email: OutgoingEmail): Promise<{ id: string }>
}
