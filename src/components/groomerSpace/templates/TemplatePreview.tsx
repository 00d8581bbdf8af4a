'use client'

import { SAMPLE_VALUES } from '@/lib/templates/sample'
import { countSms } from '@/lib/templates/smsCount'
import { substitute, type TemplateChannel } from '@/lib/templates/variables'

import styles from './templates.module.css'

/** The template filled with example data, as the customer would read it; SMS show their count. */
export function TemplatePreview({
  channel,
  subject,
  body,
}: {
  channel: TemplateChannel
  subject: string | null
  body: string
}) {
  const text = substitute(body, SAMPLE_VALUES)
  const sms = channel === 'sms' ? countSms(text) : null
  return (
    <section className={styles.preview} aria-labelledby="template-preview-title">
      <h3 id="template-preview-title">Aperçu (données d’exemple)</h3>
      {subject !== null ? (
        <p className={styles.previewSubject} data-testid="preview-subject">
          Objet : {substitute(subject, SAMPLE_VALUES)}
        </p>
      ) : null}
      <p className={styles.previewBody} data-testid="preview-body">
        {text}
      </p>
      {channel === 'email' ? (
        <p className="muted" style={{ margin: 0 }}>
          Sous votre texte, l’e-mail ajoute les détails du rendez-vous et ses liens.
        </p>
      ) : null}
      {sms ? (
        <p className={styles.counter} aria-live="polite">
          {sms.characters} caractère{sms.characters > 1 ? 's' : ''} · {sms.messages} SMS
          {sms.encoding === 'unicode'
            ? ` (caractères spéciaux : ${sms.perMessage} par SMS)`
            : ` (${sms.perMessage} caractères par SMS)`}
        </p>
      ) : null}
    </section>
  )
}
