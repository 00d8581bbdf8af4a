import type { Payload } from 'payload'

import { PENDING_SIGNUPS_LINK, pendingSignupFigures } from '@/server/signup/pendingRequests'

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: '16px 20px', marginBottom: 24, display: 'grid', gap: 8 }

const waited = (hours: number) => (hours < 1 ? 'moins d’une heure' : hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} jours`)

/** On the admin dashboard: the groomers' signup requests waiting for an answer. */
export async function SignupQueue({ payload }: { payload: Payload }) {
  const { pending, oldestWaitHours } = await pendingSignupFigures(payload)
  return (
    <section style={box} aria-labelledby="signup-queue-title">
      <h2 id="signup-queue-title" style={{ margin: 0, fontSize: 20 }}>
        Demandes d’inscription
      </h2>
      <p style={{ margin: 0 }}>
        <a href={PENDING_SIGNUPS_LINK}>
          <strong data-testid="pending-signups">{pending}</strong> demande{pending > 1 ? 's' : ''} en attente
        </a>
        {oldestWaitHours !== null ? <span> · la plus ancienne attend depuis {waited(oldestWaitHours)}</span> : null}
      </p>
    </section>
  )
}
