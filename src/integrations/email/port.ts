/** What the app needs from an e-mail provider. */
export type OutgoingEmail = {
  to: string | string[]
  from?: string
  subject: string
  html?: string
  text?: string
  attachments?: { filename: string; content: string; contentType?: string }[]
}

export interface EmailSender {
  readonly name: string
  send(email: OutgoingEmail): Promise<{ id: string }>
}
