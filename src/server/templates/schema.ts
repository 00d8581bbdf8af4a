import { z } from 'zod'

import {
  TEMPLATE_CHANNELS,
  TEMPLATE_PURPOSES,
  unknownVariablesMessage,
  type TemplateChannel,
  type TemplatePurpose,
} from '@/lib/templates/variables'

export const SUBJECT_MAX = 150
export const MAIL_BODY_MAX = 5000
/** The collection's limit of SMS and chat messages. */
export const MESSAGE_BODY_MAX = 640

export const templateParams = z.object({ channel: z.enum(TEMPLATE_CHANNELS), purpose: z.enum(TEMPLATE_PURPOSES) })

const withKnownVariables = (purpose: TemplatePurpose) => (value: string, ctx: z.core.$RefinementCtx<string>) => {
  const message = unknownVariablesMessage(value, purpose)
  if (message) ctx.addIssue({ code: 'custom', message })
}

/** The body of `PUT /api/v1/users/{id}/templates/{channel}/{purpose}`: the subject (e-mails only), the text, active or not. */
export function templateBody(channel: TemplateChannel, purpose: TemplatePurpose): z.ZodType<TemplateInput> {
  const bodyMax = channel === 'email' ? MAIL_BODY_MAX : MESSAGE_BODY_MAX
  const body = z
    .string({ error: 'Le texte du message est obligatoire.' })
    .trim()
    .min(1, 'Le texte du message est obligatoire.')
    .max(bodyMax, `Le texte est trop long (${bodyMax} caractères au plus).`)
    .superRefine(withKnownVariables(purpose))
  const active = z.boolean({ error: 'Indiquez si le modèle est actif.' }).optional().default(true)
  if (channel !== 'email') return z.object({ body, active })
  const subject = z
    .string({ error: 'L’objet de l’e-mail est obligatoire.' })
    .trim()
    .min(1, 'L’objet de l’e-mail est obligatoire.')
    .max(SUBJECT_MAX, `L’objet est trop long (${SUBJECT_MAX} caractères au plus).`)
    .refine((value) => !/[\r\n]/.test(value), 'L’objet tient sur une seule ligne.')
    .superRefine(withKnownVariables(purpose))
  return z.object({ subject, body, active })
}
export type TemplateInput = { subject?: string; body: string; active: boolean }
