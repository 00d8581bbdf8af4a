import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { emailSenderFor } from '@/integrations/email'
import { escapeHtml } from '@/lib/escapeHtml'

import { siteUrl } from '../notifications/appointmentMail'
import { drizzleOf } from './store'

const PROVIDER_NAMES = { google: 'Google Agenda', microsoft: 'Outlook / Office 365', icloud: 'Apple iCloud' } as const

/**
 * The connection's credential no longer works: it is marked broken (the dashboard shows a
 * banner) and the groomer gets one e-mail — the conditional update makes "once" hold even when
 * a pull and a push fail together.
 */
export async function markBroken(payload: Payload, connectionId: number, reason: string, now: Date): Promise<void> {
  const result = await drizzleOf(payload).execute(sql`
    update "calendar_connections" set "status" = 'broken', "broken_reason" = ${reason.slice(0, 500)}, "broken_at" = coalesce("broken_at", ${now.toISOString()}::timestamptz),
      "broken_notice_sent" = true, "updated_at" = now()
    where "id" = ${connectionId} and ("broken_notice_sent" is not true or "status" = 'active')
    returning "groomer_id", "provider", "account_label", (select "broken_notice_sent" from "calendar_connections" where "id" = ${connectionId}) as "already_told"`)
  const row = result.rows[0] as
    | { groomer_id: number; provider: keyof typeof PROVIDER_NAMES; account_label: string; already_told: boolean | null }
    | undefined
  if (!row || row.already_told) return
  // System read: the groomer's own address, to tell them their calendar needs them.
  const groomer = await payload.findByID({ collection: 'users', id: row.groomer_id, overrideAccess: true, depth: 0 })
  const name = `${PROVIDER_NAMES[row.provider]} (${row.account_label})`
  const url = `${siteUrl()}/user/setting/calendriers`
  // The provider's own wording (often English and technical) stays in brokenReason for the admins.
  const lines = [
    `Nous n’avons plus accès à votre agenda ${name} : l’autorisation a expiré, a été retirée, ou le mot de passe a changé.`,
    'Les événements déjà lus bloquent toujours vos créneaux, mais les nouveaux ne sont plus pris en compte, et vos rendez-vous n’y sont plus ajoutés.',
  ]
  await emailSenderFor(() => payload).send({
    to: groomer.email ? [groomer.email] : [],
    subject: `Votre agenda ${PROVIDER_NAMES[row.provider]} n’est plus synchronisé`,
    text: `Bonjour,\n\n${lines.join('\n')}\n\nReconnectez ce calendrier : ${url}\n`,
    html: `<p>Bonjour,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${url}">Reconnectez ce calendrier</a></p>`,
  })
}
