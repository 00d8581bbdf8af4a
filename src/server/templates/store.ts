import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, Where } from 'payload'

import { DEFAULT_MAIL_TEMPLATES, DEFAULT_MESSAGE_TEMPLATES } from '@/lib/templates/defaults'
import {
  TEMPLATE_CHANNELS,
  TEMPLATE_PURPOSES,
  type TemplateChannel,
  type TemplatePurpose,
} from '@/lib/templates/variables'
import type { MailTemplate, MessageTemplate } from '@/payload-types'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { inPersonTransaction, transactionDb } from '../transaction'
import type { TemplateInput } from './schema'

/** One template as the groomer edits it: their version when they have one, else the default wording. */
export type TemplateView = {
  channel: TemplateChannel
  purpose: TemplatePurpose
  subject: string | null
  body: string
  active: boolean
  /** True when the groomer has their own version (false: the default wording shown). */
  custom: boolean
  defaultSubject: string | null
  defaultBody: string
}

type Stored = MailTemplate | MessageTemplate

/** What a stored template says (an e-mail's has a subject). */
export type StoredWording = Pick<MailTemplate, 'subject' | 'body' | 'active'> | Pick<MessageTemplate, 'body' | 'active'>

export function defaultView(channel: TemplateChannel, purpose: TemplatePurpose): TemplateView {
  const mail = channel === 'email' ? DEFAULT_MAIL_TEMPLATES[purpose] : null
  const body = mail ? mail.body : DEFAULT_MESSAGE_TEMPLATES[purpose]
  const subject = mail ? mail.subject : null
  return { channel, purpose, subject, body, active: true, custom: false, defaultSubject: subject, defaultBody: body }
}

export function viewOf(
  channel: TemplateChannel,
  purpose: TemplatePurpose,
  stored: StoredWording | null | undefined,
): TemplateView {
  const fallback = defaultView(channel, purpose)
  if (!stored) return fallback
  return {
    ...fallback,
    subject: 'subject' in stored ? stored.subject : null,
    body: stored.body,
    active: stored.active !== false,
    custom: true,
  }
}

function whereOf(groomerId: number, channel: TemplateChannel, purpose?: TemplatePurpose): Where {
  const and: Where[] = [{ groomer: { equals: groomerId } }]
  if (purpose) and.push({ purpose: { equals: purpose } })
  if (channel !== 'email') and.push({ channel: { equals: channel } })
  return { and }
}

/** The groomer's stored templates of a channel (their read access applies), oldest first. */
async function findStored(
  person: AuthenticatedPerson,
  channel: TemplateChannel,
  purpose?: TemplatePurpose,
  req?: PayloadRequest,
): Promise<Stored[]> {
  const payload = await getPayloadClient()
  const common = {
    user: person,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    sort: 'id',
    where: whereOf(Number(person.id), channel, purpose),
    req,
  } as const
  const { docs } =
    channel === 'email'
      ? await payload.find({ collection: 'mail-templates', ...common })
      : await payload.find({ collection: 'message-templates', ...common })
  return docs
}

/** Every template of the groomer: one per purpose on each channel (e-mail, SMS, chat). */
export async function listTemplates(person: AuthenticatedPerson): Promise<TemplateView[]> {
  const stored = await Promise.all(TEMPLATE_CHANNELS.map((channel) => findStored(person, channel)))
  return TEMPLATE_CHANNELS.flatMap((channel, index) =>
    TEMPLATE_PURPOSES.map((purpose) =>
      viewOf(
        channel,
        purpose,
        stored[index]?.find((doc) => doc.purpose === purpose),
      ),
    ),
  )
}

export async function getTemplate(
  person: AuthenticatedPerson,
  channel: TemplateChannel,
  purpose: TemplatePurpose,
): Promise<TemplateView> {
  const [stored] = await findStored(person, channel, purpose)
  return viewOf(channel, purpose, stored)
}

/**
 * Runs `run` in one transaction holding a lock on this groomer's template: two saves at once
 * cannot both create one (message templates have no unique index to stop them).
 */
async function lockedTemplate<T>(
  person: AuthenticatedPerson,
  channel: TemplateChannel,
  purpose: TemplatePurpose,
  run: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  return inPersonTransaction(person, async (req) => {
    const db = await transactionDb(req)
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`template:${person.id}:${channel}:${purpose}`}))`)
    return run(req)
  })
}

/** Creates or replaces the groomer's version of one template. */
export async function saveTemplate(
  person: AuthenticatedPerson,
  channel: TemplateChannel,
  purpose: TemplatePurpose,
  input: TemplateInput,
): Promise<TemplateView> {
  const payload = await getPayloadClient()
  const saved = await lockedTemplate(person, channel, purpose, async (req) => {
    const [existing] = await findStored(person, channel, purpose, req)
    const access = { user: person, overrideAccess: false, depth: 0, req } as const
    if (channel === 'email') {
      const data = { purpose, subject: input.subject ?? '', body: input.body, active: input.active }
      return existing
        ? payload.update({ collection: 'mail-templates', id: existing.id, data, ...access })
        : payload.create({ collection: 'mail-templates', data: { ...data, groomer: Number(person.id) }, ...access })
    }
    const data = { channel, purpose, body: input.body, active: input.active }
    return existing
      ? payload.update({ collection: 'message-templates', id: existing.id, data, ...access })
      : payload.create({ collection: 'message-templates', data: { ...data, groomer: Number(person.id) }, ...access })
  })
  return viewOf(channel, purpose, saved)
}

/** "Rétablir le modèle par défaut": deletes the groomer's version; the default wording applies again. */
export async function resetTemplate(
  person: AuthenticatedPerson,
  channel: TemplateChannel,
  purpose: TemplatePurpose,
): Promise<TemplateView> {
  const payload = await getPayloadClient()
  await lockedTemplate(person, channel, purpose, async (req) => {
    const access = {
      user: person,
      overrideAccess: false,
      where: whereOf(Number(person.id), channel, purpose),
      req,
    } as const
    if (channel === 'email') await payload.delete({ collection: 'mail-templates', ...access })
    else await payload.delete({ collection: 'message-templates', ...access })
  })
  return defaultView(channel, purpose)
}
