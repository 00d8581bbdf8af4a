import { capitalizeFirst } from '@/lib/frenchDate'
import { substitute, type TemplateChannel, type TemplatePurpose, type TemplateValues } from '@/lib/templates/variables'

import { loadParties, type AppointmentParties } from '../notifications/parties'
import { storedWording, type ActiveWordings } from './activeWordings'
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
  return renderWithValues(parties.groomer.id, purpose, channel, appointmentValues(parties), parties.wordings)
}

/** The same for a message that is not about one appointment (availabilities sent): its values given. */
export async function renderWithValues(
  groomerId: number,
  purpose: TemplatePurpose,
  channel: TemplateChannel,
  values: Partial<TemplateValues>,
  wordings?: ActiveWordings,
): Promise<RenderedTemplate> {
  const stored = await storedWording(groomerId, channel, purpose, wordings)
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
