'use client'

import { variablesFor, type TemplatePurpose, type TemplateVariable } from '@/lib/templates/variables'

import styles from './templates.module.css'

/** The variables a template may use, each inserted at the cursor by a click. */
export function VariableList({
  purpose,
  disabled,
  onInsert,
  id,
}: {
  purpose: TemplatePurpose
  disabled: boolean
  onInsert: (name: TemplateVariable) => void
  id: string
}) {
  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      <h3 id={id} style={{ fontSize: '1rem', margin: 0 }}>
        Variables
      </h3>
      <p className="muted" style={{ margin: 0 }}>
        Cliquez pour insérer à l’emplacement du curseur ; elles sont remplacées à l’envoi.
      </p>
      <ul className={styles.variables} aria-labelledby={id}>
        {variablesFor(purpose).map((variable) => (
          <li key={variable.name}>
            <button
              type="button"
              className={styles.variable}
              disabled={disabled}
              onClick={() => onInsert(variable.name)}
              aria-label={`Insérer {${variable.name}} : ${variable.label}`}
            >
              <code>{`{${variable.name}}`}</code> {variable.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
