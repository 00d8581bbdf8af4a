'use client'

import { FieldLabel, useField } from '@payloadcms/ui'

const frame = {
  width: '100%',
  height: 520,
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 8,
  background: '#fff',
}
const code = {
  whiteSpace: 'pre-wrap' as const,
  wordBreak: 'break-word' as const,
  maxHeight: 320,
  overflow: 'auto',
  fontSize: 12,
  padding: 12,
  borderRadius: 8,
  background: 'var(--theme-elevation-50)',
}

/**
 * An outbox e-mail as its recipient sees it: rendered in a sandboxed frame (no script, no
 * same-origin rights), its source below. Replaces Payload's code editor, which loads Monaco from
 * a CDN: the admin makes no request outside the site.
 */
export function OutboxHtmlPreview({ path }: { path: string }) {
  const { value } = useField<string>({ path })
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <FieldLabel label="Aperçu de l’e-mail" path={path} />
      {value ? (
        <>
          <iframe title="Aperçu de l’e-mail" sandbox="" srcDoc={value} style={frame} />
          <details style={{ marginTop: 8 }}>
            <summary>Code HTML</summary>
            <pre style={code}>{value}</pre>
          </details>
        </>
      ) : (
        <p>Pas de version HTML (SMS ou e-mail en texte seul).</p>
      )}
    </div>
  )
}

/** The message's data (attachments, provider answer) as indented JSON, read-only. */
export function OutboxMetaView({ path }: { path: string }) {
  const { value } = useField<unknown>({ path })
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <FieldLabel label="Données" path={path} />
      <pre style={code}>{value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}</pre>
    </div>
  )
}
