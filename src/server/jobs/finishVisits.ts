import { finishDueVisits } from '../appointments/dueChanges'
import type { JobReport } from './types'

/** Past confirmed visits the groomer never closed become finished (src/server/appointments/dueChanges.ts). */
export async function finishPastVisits(now: Date): Promise<JobReport> {
  return { finished: await finishDueVisits(now) }
}
