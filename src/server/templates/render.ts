import { sql } from '@payloadcms/db-postgres'

import { capitalizeFirst } from '@/lib/frenchDate'
import { substitute, type TemplateChannel, type TemplatePurpose, type TemplateValues } from '@/lib/templates/variables'

import { loadParties, type AppointmentParties } from '../notifications/parties'
import { getPayloadClient } from '../payload'
import { defaultView, viewOf, type StoredWording } from './store'
import { appointmentValues } from './values'

export type RenderedTemplate = {
  /** The e-mail's subject on one line (null for SMS and chat). */
  subject: string | null
  /** Plain text with line breaks; HTML-escaping is the e-mail renderer's job. */
  body: string
  /** Whether the groomer's own wording was used (false: the default). */
  custom: boolean
}

/**
 * The groomer's own active template, if they have one (system read: the message goes to this
 * appointment's customer on its groomer's behalf, no one is signed in). Plain SQL: it runs for
 * every message sent, and Payload's query building cost more than the read itself.
 */
async function activeTemplate(
  groomerId: number,
  channel: TemplateChannel,
  purpose: TemplatePurpose,
): Promise<StoredWording | undefined> {
  const payload = await getPayloadClient()
  const { rows } =
    channel === 'email'
      ? await payload.db.drizzle.execute(sql`
          select "subject", "body", "active" from "mail_templates"
          where "groomer_id" = ${groomerId} and "purpose" = ${purpose} and "active" is distinct from false
          order by "id" limit 1`)
      : await payload.db.drizzle.execute(sql`
          select "body", "active" from "message_templates"
          where "groomer_id" = ${groomerId} and "purpose" = ${purpose} and "channel" = ${channel}
            and "active" is distinct from false
          order by "id" limit 1`)
  return rows[0] as StoredWording | undefined
}

/**
 * The groomer's active template of `purpose` on `channel` (the default wording otherwise) with
 * the appointment's values substituted: what the customer receives.
 */
export async function renderTemplate(
  purpose: TemplatePurpose,
  channel: TemplateChannel,
  appointment: AppointmentParties | number,
): Promise<RenderedTemplate> {
  const parties = typeof appointment === 'number' ? await loadParties(appointment) : appointment
  return renderWithValues(parties.groomer.id, purpose, channel, appointmentValues(parties))
}

/** The same for a message that is not about one appointment (availabilities sent): its values given. */
export async function renderWithValues(
  groomerId: number,
  purpose: TemplatePurpose,
  channel: TemplateChannel,
  values: Partial<TemplateValues>,
): Promise<RenderedTemplate> {
  const stored = await activeTemplate(groomerId, channel, purpose)
  const template = stored ? viewOf(channel, purpose, stored) : defaultView(channel, purpose)
  return {
    subject:
      template.subject === null
        ? null
        : capitalizeFirst(substitute(template.subject, values).replace(/\s+/g, ' ').trim()),
    body: capitalizeFirst(substitute(template.body, values).replace(/\r\n?/g, '\n').trim()),
    custom: template.custom,
  }
}
