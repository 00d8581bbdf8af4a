import type { Payload } from 'payload'

import { PENDING_SIGNUPS_LINK } from '@/server/signup/pendingRequests'

import { dashboardBox, waitedFor } from './dashboardBox'
import { signupQueueFigures } from './queueFigures'

/** On the admin dashboard: the groomers' signup requests waiting for an answer. */
export async function SignupQueue({ payload }: { payload: Payload }) {
  const { pending, oldestWaitHours } = await signupQueueFigures(payload)
  return (
    <section style={dashboardBox} aria-labelledby="signup-queue-title">
      <h2 id="signup-queue-title" style={{ margin: 0, fontSize: 20 }}>
        Demandes d’inscription
      </h2>
      <p style={{ margin: 0 }}>
        <a href={PENDING_SIGNUPS_LINK}>
          <strong data-testid="pending-signups">{pending}</strong> demande{pending > 1 ? 's' : ''} en attente
        </a>
        {oldestWaitHours !== null ? <span> · la plus ancienne attend depuis {waitedFor(oldestWaitHours)}</span> : null}
      </p>
    </section>
  )
}
