import type { Payload } from 'payload'
import { cache } from 'react'

import { moderationFigures } from '@/server/reviews/moderationQueue'
import { pendingSignupFigures } from '@/server/signup/pendingRequests'

/** The queues' counts, read once per admin page: the menu and the dashboard both show them. */
export const signupQueueFigures = cache((payload: Payload) => pendingSignupFigures(payload))
export const reviewQueueFigures = cache((payload: Payload) => moderationFigures(payload))
