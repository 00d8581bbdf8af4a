const STEPS = ['Mot de passe', 'Téléphone', 'Profil'] as const
export type FinishStep = 0 | 1 | 2

/** Where the groomer is in finishing their account (three steps on one page). */
export function FinishAccountSteps({ current }: { current: FinishStep }) {
  return (
    <ol
      aria-label="Étapes de l’inscription"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem', margin: 0, paddingLeft: '1.25rem' }}
    >
      {STEPS.map((label, index) => (
        <li
          key={label}
          aria-current={index === current ? 'step' : undefined}
          style={{ fontWeight: index === current ? 700 : 400 }}
          className={index === current ? undefined : 'muted'}
        >
          {label}
        </li>
      ))}
    </ol>
  )
}
