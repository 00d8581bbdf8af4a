import type { Payload } from 'payload'

/** What is kept of a message a provider refused: enough for an admin to see who missed what, and why. */
export type FailedSend = {
  channel: 'email' | 'sms'
  to: string
  from?: string
  subject?: string
  html?: string
  text?: string
}

const INSERT_FAILED = {
  name: 'outbox_insert_failed',
  text: `insert into "outbox" ("channel", "to", "from", "subject", "html", "text", "status", "error") values ($1, $2, $3, $4, $5, $6, 'failed', $7)`,
}

/**
 * Writes a refused message in the outbox (status `failed`), counted on the admin dashboard. One
 * insert through the adapter's pool, as the outbox sender does; a failure to write it is logged
 * and never hides the provider's error, which the caller still gets.
 */
/** Links that sign someone in (invitation, password reset): kept out of the outbox, which every admin reads. */
const SECRET_LINKS: [RegExp, string][] = [
  [/([?&](?:jeton|token)=)[^\s"'&<>]+/gi, '$1…'],
  [/(\/reset\/)[^\s"'<>?#]+/gi, '$1…'],
]
export const withoutSecrets = (text?: string): string | null =>
  text === undefined
    ? null
    : SECRET_LINKS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text)

export async function recordFailedSend(payload: Payload, message: FailedSend, error: unknown): Promise<void> {
  const reason =
    error instanceof Error
      ? [error.message, error.cause instanceof Error ? error.cause.message : null].filter(Boolean).join(' : ')
      : String(error)
  try {
    await payload.db.pool.query({
      ...INSERT_FAILED,
      values: [
        message.channel,
        message.to,
        message.from ?? null,
        message.subject ?? null,
        withoutSecrets(message.html),
        withoutSecrets(message.text),
        reason.slice(0, 1000),
      ],
    })
  } catch (recordError) {
    console.error('[outbox] failed send not recorded', recordError)
  }
}
