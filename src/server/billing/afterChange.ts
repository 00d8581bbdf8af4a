import { sql } from '@payloadcms/db-postgres'
import { DateTime } from 'luxon'
import { createElement } from 'react'

import {
  SUBSCRIPTION_NOTICE_SUBJECTS,
  SubscriptionNotice,
  type SubscriptionNoticeKind,
} from '../../../email-templates/SubscriptionNotice'
import { emailSenderFor } from '@/integrations/email'

import { refreshGroomerPages } from '../cache/refreshPublicPages'
import { renderEmail } from '../notifications/render'
import { siteUrl } from '../notifications/siteUrl'
import { log } from '../observability/log'
import { getPayloadClient } from '../payload'
import { getSiteSettings } from '../site/settings'
import { billingDb } from './db'
import { subscriptionOfGroomer } from './rows'
import { graceEnd, type SubscriptionState } from './state'
import { SUBSCRIPTION_PAGE } from './subscribe'

/** A change of one groomer's subscription: its state (from a webhook), its suspension (true, false, or unchanged). */
export type SubscriptionChange = {
  groomerId: number
  before?: SubscriptionState
  after?: SubscriptionState
  suspended: boolean | null
}

function noticeOf({ before, after, suspended }: SubscriptionChange): SubscriptionNoticeKind | null {
  if (after !== undefined && after !== before) {
    if (after === 'impaye') return 'paymentFailed'
    if (after === 'actif' && before === 'impaye') return 'restored'
    if (after === 'resilie') return 'ended'
    return null
  }
  // The grace ran out (the hourly check): the state did not change, online booking did.
  return suspended === true ? 'suspended' : null
}

/** E-mails the groomer about their subscription (sent once per change: the caller applies each change once). */
export async function sendSubscriptionNotice(groomerId: number, kind: SubscriptionNoticeKind): Promise<void> {
  const payload = await getPayloadClient()
  // System read: the groomer's e-mail for a message about their own subscription.
  const groomer = await payload.findByID({ collection: 'users', id: groomerId, depth: 0, overrideAccess: true })
  const settings = await getSiteSettings()
  const row = await subscriptionOfGroomer(await billingDb(), groomerId)
  const end = graceEnd(row, settings.subscription?.graceDays ?? 14)
  const { html, text } = await renderEmail(
    createElement(SubscriptionNotice, {
      siteUrl: siteUrl(),
      firstName: groomer.firstName,
      kind,
      graceEnd: end
        ? DateTime.fromJSDate(end, { zone: groomer.timezone }).setLocale('fr').toFormat('d LLLL yyyy')
        : null,
      subscriptionUrl: `${siteUrl()}${SUBSCRIPTION_PAGE}`,
    }),
  )
  await emailSenderFor(() => payload).send({
    to: groomer.email,
    subject: SUBSCRIPTION_NOTICE_SUBJECTS[kind],
    html,
    text,
  })
}

/**
 * What follows a change of a groomer's subscription: their profile and city pages show (or stop
 * showing) online booking at once, and the groomer is told of a failed payment, the grace's end, the
 * payment made at last or the subscription's end.
 */
export async function afterSubscriptionChange(change: SubscriptionChange): Promise<void> {
  if (change.before === change.after && change.suspended === null) return
  try {
    // The public pages change only with online booking (a trial becoming a paid month shows nothing).
    if (change.suspended !== null) {
      const { rows } = await (
        await billingDb()
      ).execute(sql`
        select u."uri", c."uri" as "cityUri" from "users" u left join "cities" c on c."id" = u."city_id"
        where u."id" = ${change.groomerId}`)
      const pages = rows[0] as { uri: string; cityUri: string | null } | undefined
      if (pages) await refreshGroomerPages(pages)
    }
    const notice = noticeOf(change)
    if (notice) await sendSubscriptionNotice(change.groomerId, notice)
  } catch (error) {
    log('error', 'subscription follow-up failed', { groomerId: change.groomerId, error })
  }
}
