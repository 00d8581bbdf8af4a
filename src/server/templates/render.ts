import type { Where } from 'payload'

import { capitalizeFirst } from '@/lib/frenchDate'
import { substitute, type TemplateChannel, type TemplatePurpose, type TemplateValues } from '@/lib/templates/variables'

import { loadParties, type AppointmentParties } from '../notifications/parties'
import { getPayloadClient } from '../payload'
import { defaultView, viewOf } from './store'
import { appointmentValues } from './values'

export type RenderedTemplate = {
  /** The e-mail's subject on one line (null for SMS and chat). */
  subject: string | null
  /** Plain text with line breaks; HTML-escaping is the e-mail renderer's job. */
  body: string
  /** Whether the groomer's own wording was used (false: the default). */
  custom: boolean
}

/** The groomer's own active template, if they have one. */
async function activeTemplate(groomerId: number, channel: TemplateChannel, purpose: TemplatePurpose) {
  const payload = await getPayloadClient()
  // System read: the message goes to this appointment's customer on its groomer's behalf, no one is signed in.
  const and: Where[] = [
    { groomer: { equals: groomerId } },
    { purpose: { equals: purpose } },
    { active: { not_equals: false } },
  ]
  // No count: only the first one is wanted.
  const common = { overrideAccess: true, depth: 0, limit: 1, pagination: false, sort: 'id' } as const
  if (channel === 'email')
    return (await payload.find({ collection: 'mail-templates', ...common, where: { and } })).docs[0]
  return (
    await payload.find({
      collection: 'message-templates',
      ...common,
      where: { and: [...and, { channel: { equals: channel } }] },
    })
  ).docs[0]
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
